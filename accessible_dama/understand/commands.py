"""The commands a player can give, each defined once: its English name, its arguments,
where help lists it, the session's handler that answers it, the words of each language that
ask for it, and its help (what it does, and a line that asks for it, as gettext msgids).

Every other table of the commands is derived from ``COMMANDS``: the words the lexicon reads
(``cs.VOCABULARY.commands``, ``en.VOCABULARY.commands``), the help's topics
(``phrases.help.HELP_TOPICS``) and the session's handlers (``Session._command_table``).
Adding a command is one entry here, its handler in the session, and its description and
example in both catalogs (``phrases/locale``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

#: where help lists the commands after "more", in this order ("": help itself, named apart)
HELP_TOPIC_NAMES = ("moves", "board", "game", "speech", "files")


def _(msgid: str) -> str:
    """A description of help: marked for the catalogs, translated where help says it."""
    return msgid


def _p(context: str, msgid: str) -> str:
    """A line of help in ``context``: marked for the catalogs, translated where said."""
    return msgid


@dataclass(frozen=True)
class Command:
    """One command. ``arguments``: upper case a value, brackets optional, bars one of;
    ``topic``: one of ``HELP_TOPIC_NAMES``; ``handler``: the session's attribute that answers it
    (``_queries.board``: the ``board`` of the session's ``_queries``); ``cs``, ``en``: the
    words that ask for it; ``description``: what it does, after its words in help;
    ``example``: a line that asks for it (msgctxt "example"), ``{position}`` a FEN."""

    name: str
    arguments: str
    topic: str
    handler: str
    cs: tuple[str, ...]
    en: tuple[str, ...]
    description: str
    example: str
    #: what it does on a board of points (alquerque, mill), when that is said otherwise
    on_points: str = ""
    #: it may be asked while the computer thinks of its move (not: it changes the game,
    #: or searches too; a move is refused the same way)
    while_thinking: bool = True
    #: it may be asked while stepping through the moves of a game that goes on (it looks
    #: at the position stepped to, or steps on; anything else is for the game as it
    #: stands, and returns to it first)
    while_stepping: bool = False

    @property
    def words(self) -> Mapping[str, tuple[str, ...]]:
        """The words that ask for the command, by language."""
        return {"cs": self.cs, "en": self.en}


#: every command, in the order help lists them
_ALL = (
    # ---------------------------------------- help itself
    Command(
        "help", "[COMMAND]", topic="", handler="_help",
        while_stepping=True,
        cs=("nápověda", "pomoc", "příkazy", "?"),
        en=("help", "commands", "?"),
        description=_("how to play and what to ask; with a command's name, what that command does"),
        example=_p("example", "help moves"),
    ),
    # ---------------------------------------- moves
    Command(
        "moves", "[SQUARE]", topic="moves", handler="_queries.moves",
        while_stepping=True,
        cs=("tahy", "možné tahy", "jaké mám tahy", "tahy z", "kam můžu táhnout"),
        en=("moves", "legal moves", "possible moves", "moves from", "list moves"),
        description=_("lists the moves you can play, or those of the piece on one square"),
        example=_p("example", "moves c3"),
    ),
    Command(
        "captures", "", topic="moves", handler="_queries.captures",
        while_stepping=True,
        cs=("braní", "skoky", "co můžu brát", "co mohu brát", "co můžu vzít"),
        en=("captures", "jumps", "what can i capture", "what can i take"),
        description=_("lists the captures you can make"),
        example=_p("example", "captures"),
    ),
    Command(
        "threats", "[SQUARE]", topic="moves", handler="_facts.threats",
        while_stepping=True,
        cs=("hrozby", "hrozba", "co mi hrozí", "hrozí mi něco", "co hrozí", "ohrožení", "co napadá",
            "co může soupeř vzít", "co může soupeř brát"),
        en=("threats", "threat", "what is threatened", "any threats", "am i in danger",
            "what can my opponent take", "what can he take"),
        description=_("says what the opponent could take if it were its move, and which of your "
                      "pieces are unprotected; with a square, whether the piece there is safe"),
        example=_p("example", "is my man on c3 safe"),
    ),
    Command(
        "consider", "MOVE", topic="moves", handler="_consider",
        while_thinking=False,
        cs=("zvaž", "zvaž tah", "posuď", "posuď tah", "co kdybych táhl", "co kdybych táhla",
            "co kdybych zahrál", "co kdybych zahrála", "co kdybych hrál", "co kdybych hrála"),
        en=("consider", "judge", "what if i play", "what if i played", "what if i go",
            "is it good to play"),
        description=_("says what a move would lose, without playing it"),
        example=_p("example", "would c3 d4 lose a man"),
    ),
    Command(
        "last", "", topic="moves", handler="_queries.last",
        while_stepping=True,
        cs=("poslední tah", "poslední", "co táhl", "jaký byl poslední tah"),
        en=("last", "last move", "l"),
        description=_("says again the move played last"),
        example=_p("example", "last move"),
    ),
    Command(
        "history", "[N]", topic="moves", handler="_queries.history",
        while_stepping=True,
        cs=("historie", "zápis", "záznam", "zápis partie", "poslední tahy"),
        en=("history", "scoresheet", "score sheet", "record", "moves played", "last moves",
            "the last moves"),
        description=_("reads the record of the game, move by move"),
        example=_p("example", "history"),
    ),
    Command(
        "hint", "", topic="moves", handler="_hint_asked",
        while_thinking=False,
        cs=("rada", "poraď", "poraď mi", "nápověda k tahu", "co mám táhnout", "co hrát"),
        en=("hint", "suggest", "suggestion", "what should i play"),
        description=_("suggests a move and says why; more gives the line that follows"),
        example=_p("example", "hint"),
    ),
    Command(
        "why", "", topic="moves", handler="_why",
        cs=("proč", "proč to", "a proč", "proč ten tah"),
        en=("why", "why that", "why is that", "why that move"),
        description=_("after a hint, says why the move is good; else the details"),
        example=_p("example", "why"),
    ),
    Command(
        "undo", "[N]", topic="moves", handler="_undo_asked",
        while_thinking=False,
        cs=("zpět", "vrať", "vrátit", "vrať tah", "vezmi zpět", "vzít zpět"),
        en=("undo", "take back", "takeback"),
        description=_("takes back your last move and the computer's answer; with a number, "
                      "that many of your moves"),
        example=_p("example", "undo"),
    ),
    # ---------------------------------------- board
    Command(
        "board", "", topic="board", handler="_queries.board",
        while_stepping=True,
        cs=("deska", "šachovnice", "hrací deska", "ukaž desku", "ukaž šachovnici"),
        en=("board", "b", "show board", "show the board"),
        description=_("reads the board rank by rank, only the squares with pieces on them"),
        example=_p("example", "board"),
    ),
    Command(
        "board-all", "", topic="board", handler="_queries.board_all",
        while_stepping=True,
        cs=("celá deska", "deska vše", "deska všechno", "všechna pole", "deska se všemi poli"),
        en=("board all", "whole board", "full board", "all squares"),
        description=_("reads every square of every rank, the empty ones too"),
        example=_p("example", "board all"),
    ),
    Command(
        "pieces", "[white|black|mine|opponent]", topic="board", handler="_queries.pieces",
        while_stepping=True,
        cs=("kameny", "figury", "figurky", "kde mám kameny"),
        en=("pieces", "men", "show pieces", "where are my pieces", "p"),
        description=_("says where the pieces stand: yours, the opponent's, White's or Black's"),
        example=_p("example", "my pieces"),
    ),
    Command(
        "square", "SQUARE", topic="board", handler="_queries.square",
        while_stepping=True,
        cs=("pole", "políčko", "co je na", "co je na poli", "co stojí na"),
        en=("square", "what is on", "whats on", "what is at", "whats at"),
        description=_("says what stands on one square"),
        on_points=_("what stands on a point, and the points joined to it"),
        example=_p("example", "square c3"),
    ),
    Command(
        "rank", "N", topic="board", handler="_queries.rank",
        while_stepping=True,
        cs=("řada", "řádek", "řada číslo"),
        en=("rank", "row", "s", "scan"),
        description=_("reads one rank, square by square"),
        example=_p("example", "rank 3"),
    ),
    Command(
        "file", "LETTER", topic="board", handler="_queries.file",
        while_stepping=True,
        cs=("sloupec", "sloupec písmeno"),
        en=("file", "column", "s", "scan"),
        description=_("reads one file, square by square"),
        example=_p("example", "file c"),
    ),
    Command(
        "diagonal", "SQUARE", topic="board", handler="_queries.diagonal",
        while_stepping=True,
        cs=("diagonála", "diagonály", "úhlopříčka"),
        en=("diagonal", "diagonals", "s", "scan"),
        description=_("reads the diagonals that pass through a square"),
        on_points=_("the diagonal lines through a point"),
        example=_p("example", "diagonal c3"),
    ),
    Command(
        "material", "", topic="board", handler="_queries.material",
        while_stepping=True,
        cs=("materiál", "počet", "počet kamenů", "kolik je kamenů"),
        en=("material", "count"),
        description=_("counts the men and kings of each side"),
        example=_p("example", "material"),
    ),
    Command(
        "braille", "", topic="board", handler="_braille",
        while_stepping=True,
        cs=("braille", "brajl", "brail", "braillovo písmo"),
        en=("braille",),
        description=_("shows the board in braille, a rank on each line"),
        example=_p("example", "braille"),
    ),
    Command(
        "sensor", "", topic="board", handler="_sensor",
        while_stepping=True,
        cs=("senzorová deska", "deska se senzory", "senzory", "čidla"),
        en=("sensor board", "sensors", "board sensors"),
        description=_("says whether a sensor board is connected, and how to play on one"),
        example=_p("example", "sensor board"),
    ),
    # ---------------------------------------- game
    Command(
        "turn", "", topic="game", handler="_queries.turn",
        while_stepping=True,
        cs=("kdo je na tahu", "na tahu", "kdo táhne", "kdo hraje", "čí je tah"),
        en=("turn", "whose turn", "whose move", "who is to move", "who moves"),
        description=_("says who is to move and which move it is"),
        example=_p("example", "whose turn"),
    ),
    Command(
        "clock", "", topic="game", handler="_clock",
        while_stepping=True,
        cs=("hodiny", "čas", "kolik mám času", "bez hodin", "vypni hodiny", "vypnout hodiny"),
        en=("clock", "c", "time", "how much time", "no clock", "without a clock",
            "turn off the clock", "switch off the clock"),
        description=_("says the time each side has left"),
        example=_p("example", "clock"),
    ),
    Command(
        "result", "", topic="game", handler="_facts.result",
        while_stepping=True,
        cs=("výsledek", "kdo vyhrál", "jak to skončilo", "jak skončila partie", "jak skončila hra",
            "výsledek partie", "konečný výsledek"),
        en=("result", "who won", "what was the result", "how did it end", "final result",
            "how did the game end", "who has won"),
        description=_("says who won and why, or that the game goes on"),
        example=_p("example", "who won"),
    ),
    Command(
        "opponent", "", topic="game", handler="_facts.opponent",
        while_stepping=True,
        cs=("soupeř", "s kým hraju", "s kým hraji", "proti komu hraju", "proti komu hraji",
            "kdo je můj soupeř", "kdo je soupeř"),
        en=("opponent", "who is my opponent", "who am i playing", "who am i playing against",
            "my opponent"),
        description=_("says who you play: the computer and its level, or the players of a record"),
        example=_p("example", "who is my opponent"),
    ),
    Command(
        "analysis", "", topic="game", handler="_analysis",
        while_thinking=False,
        cs=("hodnocení", "analýza", "kdo stojí lépe"),
        en=("analyse", "analyze", "analysis", "evaluate", "evaluation"),
        description=_("says who stands better"),
        example=_p("example", "analyse"),
    ),
    Command(
        "review", "", topic="game", handler="_review.mistakes",
        while_thinking=False,
        cs=("rozbor", "rozbor partie", "kde jsem udělal chybu", "kde jsem chyboval", "chyby",
            "moje chyby"),
        en=("review", "review the game", "where did i go wrong", "mistakes", "my mistakes"),
        description=_("names the moves that lost most and what was better; more gives the rest"),
        example=_p("example", "review"),
    ),
    Command(
        "new", "", topic="game", handler="_confirmation.new",
        while_thinking=False,
        cs=("nová hra", "nová partie", "nová", "znovu od začátku"),
        en=("new game", "new"),
        description=_("starts a new game; the one you play stays with your games"),
        example=_p("example", "new game"),
    ),
    Command(
        "variant", "[VARIANT]", topic="game", handler="_variant",
        while_thinking=False,
        cs=("varianta",),
        en=("variant",),
        description=_("says the game you play, or starts another: a draughts variant, alquerque, "
                      "mill or Vietnamese chess"),
        example=_p("example", "variant mill"),
    ),
    Command(
        "lesson", "[stop]", topic="game", handler="_lesson.start",
        cs=("lekce", "lekci", "pravidla", "výuka", "nauč mě pravidla", "nauč mě hrát",
            "jak se to hraje", "jak se hraje", "jaká jsou pravidla", "konec lekce",
            "ukonči lekci", "ukončit lekci", "skonči lekci", "lekce konec", "konec výuky"),
        en=("lesson", "rules", "the rules", "teach me", "teach me the rules", "how to play",
            "what are the rules", "tutorial", "stop lesson", "stop the lesson", "end lesson",
            "end the lesson", "quit lesson", "quit the lesson", "lesson stop"),
        description=_("a lesson of the rules of the game you play, step by step, with moves to "
                      "try; stop lesson ends it"),
        example=_p("example", "rules"),
    ),
    Command(
        "rule", "", topic="game", handler="_rule",
        cs=("otázka na pravidla", "dotaz na pravidla"),
        en=("question of the rules", "rules question"),
        description=_("answers one question of the rules, such as whether men capture backwards"),
        example=_p("example", "can men capture backwards"),
    ),
    Command(
        "puzzles", "", topic="game", handler="_trainer.begin",
        while_thinking=False,
        cs=("úlohy", "úloha", "úlohu", "další úloha", "další úlohu", "dej mi úlohu",
            "chci řešit úlohy", "cvičení", "trénink", "hádanky", "kombinace"),
        en=("puzzles", "puzzle", "next puzzle", "give me a puzzle", "training", "exercises",
            "tactics"),
        description=_("sets a puzzle: a position where one move wins; answer with a move, hint "
                      "gives a hint"),
        example=_p("example", "give me a puzzle"),
    ),
    Command(
        "solution", "", topic="game", handler="_trainer.solution",
        while_thinking=False,
        cs=("řešení", "ukaž řešení", "řekni řešení", "jaké je řešení"),
        en=("solution", "show the solution", "show solution", "the solution",
            "what is the solution"),
        description=_("in a puzzle: says the winning line"),
        example=_p("example", "solution"),
    ),
    Command(
        "level", "[N]", topic="game", handler="_level",
        cs=("úroveň", "obtížnost", "síla"),
        en=("level", "difficulty", "strength"),
        description=_("says or sets the computer's level, 1 to 10"),
        example=_p("example", "level 5"),
    ),
    Command(
        "resign", "", topic="game", handler="_confirmation.resign",
        cs=("vzdávám", "vzdát", "vzdávám se", "vzdát se", "vzdám se"),
        en=("resign", "i resign", "give up"),
        description=_("gives up the game, after asking"),
        example=_p("example", "resign"),
    ),
    Command(
        "draw", "", topic="game", handler="_confirmation.draw",
        while_thinking=False,
        cs=("remíza", "remízu", "nabízím remízu", "nabídnout remízu", "nabídni remízu"),
        en=("draw", "offer draw", "offer a draw"),
        description=_("offers a draw"),
        example=_p("example", "offer a draw"),
    ),
    Command(
        "chat", "TEXT", topic="game", handler="_chat",
        cs=("řekni soupeři", "napiš soupeři", "vzkaž soupeři", "zpráva soupeři", "soupeři"),
        en=("say to opponent", "say to the opponent", "tell opponent", "tell the opponent",
            "message to opponent", "to opponent"),
        description=_("says something to the opponent over the network"),
        example=_p("example", "say to opponent good luck"),
    ),
    Command(
        "network", "[ADDRESS][:PORT]", topic="game", handler="_host",
        cs=("hrát po síti", "hra po síti", "po síti", "hrát přes internet"),
        en=("play over the network", "play online", "network game"),
        description=_("ends this game (it is kept) and waits for an opponent over the network: at "
                      "this computer only, or at the address and port given (0.0.0.0: every "
                      "network of this computer)"),
        example=_p("example", "play over the network"),
    ),
    Command(
        "join", "HOST[:PORT]", topic="game", handler="_join",
        cs=("připojit se k", "připoj se k", "připojit se", "připoj se"),
        en=("connect to", "join"),
        description=_("ends this game (it is kept) and connects to an opponent waiting at that "
                      "address, to play there"),
        example=_p("example", "connect to 192.168.1.5"),
    ),
    Command(
        "yes", "", topic="game", handler="_yes_unasked",
        cs=("ano", "jo", "jj", "jasně", "určitě", "ok", "dobře"),
        en=("yes", "y", "yeah", "yep", "sure", "ok", "okay", "of course"),
        description=_("answers a question with yes"),
        example=_p("example", "yes"),
    ),
    Command(
        "no", "", topic="game", handler="_no_unasked",
        cs=("ne", "nechci", "nee", "kdepak"),
        en=("no", "n", "nope", "nah", "not now"),
        description=_("answers a question with no"),
        example=_p("example", "no"),
    ),
    Command(
        "quit", "", topic="game", handler="_confirmation.quit",
        cs=("konec", "ukonči", "ukončit", "skonči", "odejít", "konec hry"),
        en=("quit", "exit", "q", "bye", "goodbye"),
        description=_("ends the program, after asking; the game stays saved"),
        example=_p("example", "quit"),
    ),
    # ---------------------------------------- speech
    Command(
        "repeat", "", topic="speech", handler="_repeat",
        while_stepping=True,
        cs=("znovu", "znova", "opakuj", "zopakuj", "cože", "co", "ještě jednou"),
        en=("repeat", "again", "say again", "pardon", "what"),
        description=_("says the last answer again"),
        example=_p("example", "repeat"),
    ),
    Command(
        "more", "", topic="speech", handler="_more",
        while_stepping=True,
        cs=("víc", "více", "podrobněji", "podrobnosti"),
        en=("more", "details", "detail", "tell me more"),
        description=_("gives the details of the last answer"),
        example=_p("example", "more"),
    ),
    Command(
        "settings", "[rate N | voice NAME | language cs|en | verbosity brief|normal|full"
        " | notation algebraic|numeric|nato]", topic="speech", handler="_settings",
        cs=("nastavení", "nastav"),
        en=("settings", "options", "preferences", "set"),
        description=_("says the settings, or changes one: speech rate, voice, language, "
                      "verbosity, notation, how a move on a sensor board ends (settings confirm "
                      "settle or button)"),
        example=_p("example", "settings rate 250"),
    ),
    # ---------------------------------------- files
    Command(
        "save", "[FILE]", topic="files", handler="_recorder.save_copy",
        cs=("ulož", "uložit", "ulož hru", "uložit hru", "ulož partii"),
        en=("save", "save game", "save as"),
        description=_("saves a copy of the game in a PDN file"),
        example=_p("example", "save today.pdn"),
    ),
    Command(
        "load", "FILE", topic="files", handler="_load",
        while_thinking=False,
        cs=("nahraj", "načti", "nahrát", "načíst", "otevři", "otevřít"),
        en=("load", "open"),
        description=_("opens a game from a PDN file"),
        example=_p("example", "load today.pdn"),
    ),
    Command(
        "library", "[N]", topic="files", handler="_library",
        while_thinking=False,
        cs=("partie", "moje partie", "uložené partie", "hry", "moje hry", "uložené hry",
            "otevři partii", "partii", "partie číslo", "hra", "hra číslo", "seznam partií",
            "seznam her"),
        en=("games", "my games", "saved games", "library", "open game", "game", "game number",
            "list games", "list of games"),
        description=_("lists your games, the newest first (going through a file: the file's "
                      "games); with a number, opens that game"),
        example=_p("example", "games 3"),
    ),
    Command(
        "setup", "FEN", topic="files", handler="_setup",
        while_thinking=False,
        cs=("pozice", "nastav pozici", "postavení"),
        en=("setup", "set up", "position", "fen"),
        description=_("starts from a position written in FEN"),
        example=_p("example", "setup {position}"),
    ),
    Command(
        "forward", "", topic="files", handler="_forward",
        while_thinking=False, while_stepping=True,
        cs=("dopředu", "vpřed", "další", "další tah"),
        en=("forward", "next", "fwd"),
        description=_("steps one move forward, in a record or in the game that goes on"),
        example=_p("example", "forward"),
    ),
    Command(
        "back", "[N]", topic="files", handler="_back",
        while_thinking=False, while_stepping=True,
        cs=("předchozí", "dozadu", "předchozí tah", "zpět v záznamu"),
        en=("back", "previous", "prev", "backward", "backwards"),
        description=_("steps one move back (or N) to look at it, in a record or in the game "
                      "that goes on"),
        example=_p("example", "back"),
    ),
    Command(
        "goto", "N", topic="files", handler="_goto",
        while_thinking=False, while_stepping=True,
        cs=("tah", "jdi na tah", "přejdi na tah", "na tah", "tah číslo", "skoč na tah",
            "skoč na tah číslo", "jdi na tah číslo", "přejdi na tah číslo"),
        en=("go to", "goto", "move", "go to move", "jump to", "move number"),
        description=_("goes to the move with that number, in a record or in the game that goes on"),
        example=_p("example", "move 12"),
    ),
    Command(
        "present", "", topic="files", handler="_back_to_present",
        while_stepping=True,
        cs=("zpět do hry", "zpátky do hry", "návrat do hry", "vrať se do hry", "do hry",
            "současnost", "zpět do současnosti"),
        en=("back to the game", "back to game", "return to the game", "present", "to the present",
            "back to the present"),
        description=_("after stepping through the moves, returns to the game as it stands"),
        example=_p("example", "back to the game"),
    ),

)

COMMANDS: dict[str, Command] = {command.name: command for command in _ALL}


def words_by_command(lang: str) -> dict[str, tuple[str, ...]]:
    """The words of one language that ask for each command, by the command's name."""
    return {command.name: command.words[lang] for command in _ALL}
