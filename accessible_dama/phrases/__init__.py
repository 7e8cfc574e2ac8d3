"""Every sentence the program says, in Czech and English (gettext catalogs)."""

from accessible_dama.phrases.catalog import LANGUAGES, translations
from accessible_dama.phrases.sentences import Phrases

__all__ = ["LANGUAGES", "Phrases", "translations"]
