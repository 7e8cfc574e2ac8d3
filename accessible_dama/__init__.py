"""accessible_dama: draughts (dáma) for blind and visually impaired players."""

__version__ = "0.1.0"
