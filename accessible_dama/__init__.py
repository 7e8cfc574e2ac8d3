"""accessible_dama: draughts (dáma) for blind and visually impaired players."""

__version__ = "0.1.0"

from accessible_dama import native

native.install()  # the compiled hot path, where it was built from exactly this code
