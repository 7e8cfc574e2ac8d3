"""Czech words: what a player types or dictates, and what each word means.

Written with accents, as Czech is spelled; the reader also accepts them without accents
and in any case. Command names and their words are in ``commands.COMMANDS``.
"""

from __future__ import annotations

from accessible_dama.understand.commands import words_by_command
from accessible_dama.understand.vocabulary import Vocabulary

_UNITS = {
    "jedna": 1, "jeden": 1, "jedno": 1, "dva": 2, "dvě": 2, "tři": 3, "čtyři": 4,
    "pět": 5, "šest": 6, "sedm": 7, "osm": 8, "devět": 9,
    # as spoken: "sedum", "vosum"
    "sedum": 7, "vosum": 8, "osum": 8,
    # the Slovak forms a Slovak player writes ("z gé tri na ef štyri"; "tri" is "tři")
    "štyri": 4, "päť": 5, "deväť": 9,
    # the names of the digits ("cé trojka")
    "jednička": 1, "dvojka": 2, "trojka": 3, "čtyřka": 4, "pětka": 5, "šestka": 6,
    "sedmička": 7, "osmička": 8, "devítka": 9,
}
# their other cases ("z gé trojky na ef čtyřku", "úroveň jedničku", "cé trojkou", "na
# trojce")
_UNITS.update({form: n for name, n in list(_UNITS.items()) if name.endswith("ka")
               for form in (f"{name[:-1]}u", f"{name[:-1]}y", f"{name[:-1]}ou",
                            f"{name[:-2]}ce")})
_TENS = {"dvacet": 20, "třicet": 30, "čtyřicet": 40, "padesát": 50}
# "dvaadvacet" (two-and-twenty) and "dvacetdva": the one-word forms
_STEMS = {
    "jedn": 1, "jeden": 1, "dva": 2, "tři": 3, "čtyři": 4, "pět": 5, "šest": 6, "sedm": 7, "osm": 8,
    "devět": 9,
}

# the numbers as nouns, in every case ("co je na desítce", "z dvaadvacítky na osmnáctku")
_NOUN_STEMS = {
    "jednič": 1, "dvoj": 2, "troj": 3, "čtyř": 4, "čtver": 4, "pět": 5, "šest": 6,
    "sedmič": 7, "osmič": 8, "devít": 9,
    "desít": 10, "jedenáct": 11, "dvanáct": 12, "třináct": 13, "čtrnáct": 14, "patnáct": 15,
    "šestnáct": 16, "sedmnáct": 17, "osmnáct": 18, "devatenáct": 19, "dvacít": 20,
    "třicít": 30,
    **{f"{stem}a{tens}": u + t for stem, u in _STEMS.items()
       for tens, t in (("dvacít", 20), ("třicít", 30))},
}
_NUMBER_NOUNS = {f"{stem}{end}": n for stem, n in _NOUN_STEMS.items()
                 for end in ("ka", "ku", "ky", "kou", "ce")}

#: the ordinals of the moves of a game, by their stem ("dvacát-ý", "dvacát-ém")
_ORDINAL_STEMS = {
    "druh": 2, "čtvrt": 4, "pát": 5, "šest": 6, "sedm": 7, "osm": 8,
    "devát": 9, "desát": 10, "jedenáct": 11, "dvanáct": 12, "třináct": 13, "čtrnáct": 14,
    "patnáct": 15, "šestnáct": 16, "sedmnáct": 17, "osmnáct": 18, "devatenáct": 19,
    "dvacát": 20, "třicát": 30,
}

VOCABULARY = Vocabulary(
    lang="cs",
    files={
        "a": "a", "á": "a", "adam": "a",
        "b": "b", "bé": "b", "božena": "b",
        # dictation writes "cé" as "se" or "ce", "dé" as "de"
        "c": "c", "cé": "c", "cyril": "c", "ce": "c", "se": "c",
        # the spelling alphabet as Czech writes it down ("čárli tři delta čtyři")
        "čárli": "c", "fokstrot": "f",
        "d": "d", "dé": "d", "david": "d", "de": "d",
        "e": "e", "é": "e", "emil": "e",
        "f": "f", "ef": "f", "františek": "f",
        "g": "g", "gé": "g", "gustav": "g",
        "h": "h", "há": "h", "helena": "h",
        "i": "i", "í": "i", "ivan": "i",
        "j": "j", "jé": "j", "josef": "j",
        # the letters as nouns ("na déčku čtyři", "z céčka tři")
        **{f"{name}{end}": file for name, file in (
            ("áč", "a"), ("béč", "b"), ("céč", "c"), ("déč", "d"), ("éč", "e"), ("géč", "g"),
            ("háč", "h"))
           for end in ("ko", "ku", "ka", "kem")},
    },
    units=_UNITS,
    numbers={
        **_NUMBER_NOUNS,
        "deset": 10, "desať": 10, "jedenáct": 11, "dvanáct": 12, "třináct": 13,
        "čtrnáct": 14, "patnáct": 15, "šestnáct": 16, "sedmnáct": 17, "osmnáct": 18,
        "devatenáct": 19, "sedumnáct": 17, "vosumnáct": 18,
        **{f"{stem}a{tens}": u + t for stem, u in _STEMS.items() for tens, t in _TENS.items()},
        **{f"{tens}{unit}": t + u for tens, t in _TENS.items() for unit, u in _UNITS.items()},
    },
    tens=_TENS,
    homophones={},
    capture=(
        "x", "×", "bere", "beru", "ber", "bereš", "vezmi", "vezmu", "sebere", "seberu",
        "skáče", "skáču", "skoč", "skočí", "skok",
    ),
    to=("na", "do", "až", "k"),
    from_=("z", "ze", "od"),
    fillers=(
        "tah", "táhnu", "táhni", "táhne", "hraju", "hraji", "hraj", "kámen", "kamenem",
        "dáma", "dámou", "pole", "polem", "a", "i", "je", "pak", "potom", "prosím", "tak",
        "s", "se", "jdu", "jde", "jdi", "dám", "dávám", "krajní", "krajním", "ten", "tím",
        "si", "já", "posuň", "pěšec", "pěšcem", "pěšák", "pěšákem",
    ),
    # "no" is "well" in Czech ("no jasně", "no tak c3 d4")
    polite=("prosím", "tak", "ehm", "hm", "hmm", "em", "eh", "no", "dámo", "počítači",
            "děkuji", "díky", "teda", "třeba", "asi",
            # Moravian and colloquial fillers ("šak jo", "tož kde"), and typed shorthand
            "šak", "tož", "bro", "pls", "plz", "promiňte", "promiň", "pardon", "hele", "hej",
            "ahoj"),
    game_words=("to", "ji", "ho", "hru", "partii", "tuhle", "tuto", "tu", "moji", "mou", "svou",
                "uloženou", "uložené", "hra", "partie", "číslo", "mi", "si", "co", "kterou", "jsem",
                "uložil", "uložila", "včera", "naposledy", "poslední", "rozehranou", "sem",
                "nedohrál", "nedohrála", "nedohranou", "nedohraná"),
    name_words=("jako", "ako", "jménem", "pod", "názvem", "pojmenuj", "pojmenujte", "nazvi"),
    negations=("ne", "nechci", "počkej", "počkat", "nebo", "vlastně", "radši", "místo"),
    question_words=("kam", "kde", "co", "jaký", "jaké", "jaká", "proč", "kolik", "čí", "kdo",
                    "můžu", "mohu", "může", "lze", "jde"),
    requests=("byste", "bys", "můžeš", "můžete", "táhni", "táhněte", "zahraj", "zahrajte"),
    permission=("můžu", "mohu", "smím", "můžeme", "smíme", "můžem", "môžem", "možu", "šlo by",
                "dalo by se", "mohl bych", "mohla bych", "je možné", "je možný", "dá se",
                "je dovoleno"),
    move_verbs=("táhnu", "táhnu si", "jdu", "půjdu", "hraju", "hraji", "hrajem", "hrajeme",
                "zahraju", "zahraji", "dám",
                "dávám", "posunu", "posouvám", "pošlu", "jedu", "volím", "zkusím", "zkouším",
                "chci táhnout", "chci zahrát",
                "chtěl bych táhnout", "chtěla bych táhnout", "chtěl bych zahrát",
                "chtěla bych zahrát"),
    corrections=("ne", "ne počkej", "počkej", "vlastně", "vlastně ne", "nebo ne", "teda", "teda ne",
                 "pardon", "ne pardon", "promiň", "radši", "spíš", "rozmyslel jsem si to",
                 "rozmyslela jsem si to", "chci říct", "chtěl jsem říct", "chtěla jsem říct",
                 "oprava", "omyl", "sorry"),
    ordinals={
        "první": 1, "druhý": 2, "druhá": 2, "druhé": 2, "druhou": 2, "třetí": 3,
        "čtvrtý": 4, "čtvrtá": 4, "čtvrté": 4, "čtvrtou": 4, "pátý": 5, "pátá": 5,
        "páté": 5, "pátou": 5, "šestý": 6, "šestá": 6, "šesté": 6, "sedmý": 7, "sedmá": 7,
        "osmý": 8, "osmá": 8, "devátý": 9, "devátá": 9, "desátý": 10, "desátá": 10,
        # "po desátém tahu", "na dvacátý tah"
        # and as spoken: "na pátej tah", "třetím tahu"
        **{f"{stem}{end}": n for stem, n in _ORDINAL_STEMS.items() for end in ("ý", "ém", "ej")},
        "prvej": 1, "prvním": 1,
        "třetím": 3,
    },
    choice_words=("možnost", "možnosti", "číslo", "ten", "ta", "to", "tu", "tah", "z", "ze"),
    qualifiers={
        "bílé": "white", "bílí": "white", "bílý": "white", "bílá": "white", "bílých": "white",
        "bílou": "white",
        "černé": "black", "černí": "black", "černý": "black", "černá": "black",
        "černých": "black", "černou": "black", "černej": "black", "bílej": "white",
        "biele": "white", "bielych": "white", "čierne": "black", "čiernych": "black",
        "moje": "mine", "mé": "mine", "moji": "mine", "mých": "mine", "svoje": "mine",
        "své": "mine", "mám": "mine", "můj": "mine",
        "soupeřovy": "opponent", "soupeřovi": "opponent", "soupeře": "opponent",
        "soupeřových": "opponent", "protivníkovy": "opponent", "protivníka": "opponent",
        "jeho": "opponent", "cizí": "opponent", "počítače": "opponent",
        # zkratky jako ve slepém režimu lichess: "p b" (bílé), "p č" (černé), "p d" (dámy)
        "b": "white", "č": "black", "d": "kings", "dámy": "kings",
    },
    pieces_words=("kameny", "figury", "figurky", "kamenů"),
    settings={
        "rychlost": "rate", "rychlost řeči": "rate", "tempo": "rate", "hlas": "voice",
        "jazyk": "language", "upovídanost": "verbosity", "podrobnost": "verbosity",
        "notace": "notation", "varování": "warnings",
        "remízová pravidla": "draws", "pravidla remízy": "draws",
        "potvrzení": "confirm", "potvrzení tahu": "confirm", "potvrzování": "confirm",
        "konec tahu": "confirm",
    },
    setting_values={
        "stručně": "brief", "stručná": "brief", "stručný": "brief", "krátce": "brief",
        "normálně": "normal", "normální": "normal", "běžná": "normal",
        "podrobně": "full", "podrobná": "full", "plná": "full", "úplná": "full",
        "algebraická": "algebraic", "algebraicky": "algebraic", "písmena": "algebraic",
        "číselná": "numeric", "číselně": "numeric", "čísla": "numeric", "čísly": "numeric",
        "číslech": "numeric", "číslama": "numeric", "písmenama": "algebraic",
        "písmenech": "algebraic",
        "písmeny": "algebraic",
        "nato": "nato", "hláskovací": "nato", "hláskováním": "nato",
        "česky": "cs", "čeština": "cs", "češtinu": "cs", "cs": "cs", "cz": "cs",
        "zapnuto": "on", "zapnout": "on", "zapni": "on", "zap": "on", "vypnuto": "off",
        "vypnout": "off", "vypni": "off", "vyp": "off",
        "anglicky": "en", "angličtina": "en", "angličtinu": "en", "en": "en",
        "tlačítkem": "button", "tlačítko": "button", "stiskem": "button",
        "čekáním": "settle", "samo": "settle", "sám": "settle", "usazením": "settle",
    },
    commands=words_by_command("cs"),
)
