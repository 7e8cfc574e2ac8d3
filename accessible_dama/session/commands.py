"""The commands a session answers: one table from each command's English name to the
handler that answers it, built by the session (``Session._command_table``) from the
handlers the entries of ``understand.COMMANDS`` name. A handler takes the command's
arguments as text and returns the events."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from accessible_dama.session import events

Handler = Callable[[tuple[str, ...]], list[events.Event]]


def run_command(handlers: Mapping[str, Handler], name: str,
                args: tuple[str, ...]) -> list[events.Event]:
    """What ``name`` with ``args`` answers; a name with no handler is not understood."""
    handler = handlers.get(name)
    if handler is None:
        return [events.NotUnderstood(" ".join((name, *args)))]
    return handler(args)

