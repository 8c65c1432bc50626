"""Localizer, language list, system language detection, numbers and dates.

No pygame here. Fluent files are parsed with fluent.syntax and formatted
with fluent.runtime bundles (``use_isolating=False``: no invisible Unicode
isolation marks in game text, they would show as boxes in pygame).
"""
from __future__ import annotations

import io
import logging
import os
import pickle
import sys
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable

import fluent.syntax.parser
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL

from diamant import __version__, diskcache

if TYPE_CHECKING:  # pragma: no cover
    from fluent.runtime import FluentBundle

log = logging.getLogger("diamant.i18n")

#: (code, native name), in the order the language menu shows them.
LANGUAGES: list[tuple[str, str]] = [
    ("en", "English"),
    ("ru", "Русский"),
    ("pl", "Polski"),
    ("sr-Latn", "Srpski (latinica)"),
    ("sr-Cyrl", "Српски (ћирилица)"),
    ("ja", "日本語"),
]
LANGUAGE_CODES: tuple[str, ...] = tuple(code for code, _ in LANGUAGES)
DEFAULT_LANGUAGE = "en"

_BABEL_NAMES = {"en": "en", "ru": "ru", "pl": "pl", "sr-Latn": "sr_Latn", "sr-Cyrl": "sr_Cyrl", "ja": "ja"}


def _base_dir() -> Path:
    # Frozen (PyInstaller): data files live under sys._MEIPASS.
    return Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[2]))


def locales_dir() -> Path:
    """The folder holding one sub-folder of .ftl files per language."""
    return _base_dir() / "locales"


def language_name(code: str) -> str:
    """Native name of a language code ("pl" -> "Polski"); the code itself if unknown."""
    return dict(LANGUAGES).get(code, code)


def babel_locale_name(lang: str) -> str:
    """The Babel/CLDR locale identifier of one of our language codes."""
    return _BABEL_NAMES.get(lang, lang.replace("-", "_"))


# --------------------------------------------------------------------------- loading

class LocaleError(Exception):
    """A locale folder is missing or one of its files does not parse."""


_parser = FluentParser(with_spans=False)


def _parse_folder(folder: Path, names: Iterable[str] | None = None) -> list[FTL.Resource]:
    """Parse every .ftl of a folder (or those `names` of them that exist); raise LocaleError on
    a missing folder or a syntax error."""
    if not folder.is_dir():
        raise LocaleError(f"folder {folder} does not exist")
    files = sorted(folder.glob("*.ftl")) if names is None else \
        [folder / n for n in sorted(names) if (folder / n).is_file()]
    if not files:
        raise LocaleError(f"folder {folder} holds no .ftl file")
    texts = []
    for path in files:
        try:
            texts.append(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as exc:
            raise LocaleError(f"cannot read {path.name}: {exc}") from None
    # parsing a language's files takes about 70 ms at every start: what parsed without a fault
    # was kept on disk, named by the files' names and content and by the parser's own files
    key = diskcache.key_of(_PARSED_FORMAT, *_parser_stamp(), *(part for path, text in zip(files, texts)
                                                                 for part in (path.name, text)))
    kept = _kept_resources(diskcache.load(_PARSED_KIND, key), len(files))
    if kept is not None:
        return kept
    resources = []
    for path, text in zip(files, texts):
        resource = _parser.parse(text)
        junk = [entry for entry in resource.body if isinstance(entry, FTL.Junk)]
        if junk:
            first = junk[0]
            line = text.count("\n", 0, text.find(first.content)) + 1 if first.content else "?"
            note = first.annotations[0].message if first.annotations else "syntax error"
            raise LocaleError(f"{path.name} line {line}: {note}")
        resources.append(resource)
    diskcache.store(_PARSED_KIND, key, pickle.dumps(resources, protocol=pickle.HIGHEST_PROTOCOL))
    return resources


_PARSED_KIND = "texts"
_PARSED_FORMAT = "fluent-ast-pickle-1"


def _parser_stamp() -> tuple[str, ...]:
    """What tells one version of fluent.syntax's parser and syntax tree from another: its files
    (a packaged game has none: the game's own version then, each build's fluent.syntax being
    that of its version) and Python's."""
    stamp = [__version__, f"{sys.version_info[0]}.{sys.version_info[1]}"]
    for module in (fluent.syntax.parser, FTL):
        try:
            st = os.stat(module.__file__ or "")
            stamp.append(f"{st.st_size}:{st.st_mtime_ns}")
        except (OSError, TypeError):
            stamp.append("-")
    return tuple(stamp)


class _SyntaxTreeUnpickler(pickle.Unpickler):
    """Unpickles fluent.syntax's syntax tree and nothing else: a kept file that names any other
    class (damaged, or not ours) is refused, never run."""

    def find_class(self, module: str, name: str) -> Any:
        if module == FTL.__name__:
            found = getattr(FTL, name, None)
            if isinstance(found, type) and issubclass(found, FTL.BaseNode):
                return found
        raise pickle.UnpicklingError(f"{module}.{name} is not part of a syntax tree")


def _kept_resources(payload: bytes | None, count: int) -> list[FTL.Resource] | None:
    """The parsed files kept on disk, or None (not kept, or not what parsing gives)."""
    if payload is None:
        return None
    try:
        resources = _SyntaxTreeUnpickler(io.BytesIO(payload)).load()
    except (pickle.UnpicklingError, EOFError, AttributeError, ImportError, IndexError, KeyError,
            TypeError, ValueError, MemoryError, RecursionError) as exc:  # not ours: parsed anew
        log.info("the kept texts cannot be read (%r); the files are parsed again", exc)
        return None
    if not (isinstance(resources, list) and len(resources) == count
            and all(isinstance(r, FTL.Resource) for r in resources)):
        return None
    return resources


#: fluent.runtime's bounds: a pattern of more parts, or a variable's text longer, is an error
_MAX_PARTS = 1000
_MAX_PART_LENGTH = 2500


class _Texts:
    """The messages of one language's files. A text of words, quoted text and variables given
    as text is put together straight from the syntax tree, exactly as Fluent would;
    anything more (numbers, plurals, references, functions) goes through a FluentBundle, made
    when first needed: fluent.runtime, Babel and the language's CLDR data take about 70 ms to
    load, and the title's texts need none of them."""

    def __init__(self, lang: str, resources: Iterable[FTL.Resource]):
        self.lang = lang
        self._resources = list(resources)
        self._messages: dict[str, FTL.Message] = {}
        for resource in self._resources:
            for entry in resource.body:
                if isinstance(entry, FTL.Message):
                    self._messages.setdefault(entry.id.name, entry)  # as FluentBundle: the first
        self._bundle: FluentBundle | None = None

    def has_message(self, msg_id: str) -> bool:
        return msg_id in self._messages

    def bundle(self) -> FluentBundle:
        """The language's FluentBundle (made now if it was not yet)."""
        if self._bundle is None:
            from fluent.runtime import FluentBundle
            bundle = FluentBundle([self.lang], use_isolating=False)
            for resource in self._resources:
                bundle.add_resource(resource)
            self._bundle = bundle
        return self._bundle

    def format(self, msg_id: str, attribute: str, args: dict[str, Any]) -> tuple[Any, list[Exception]] | None:
        """(the text, the errors) of message `msg_id` (one of has_message's), or of its
        `attribute`; None when it has no such value or attribute."""
        message = self._messages[msg_id]
        pattern = message.value
        if attribute:  # as FluentBundle: the last of the same name
            pattern = None
            for each in message.attributes:
                if each.id.name == attribute:
                    pattern = each.value
        if pattern is None:
            return None
        plain = _plain(pattern, args)
        if plain is not None:
            return plain, []
        bundle = self.bundle()
        compiled = bundle.get_message(msg_id)
        value = compiled.attributes[attribute] if attribute else compiled.value
        assert value is not None  # the syntax tree has it: so has the compiled message
        return bundle.format_pattern(value, args)


def _plain(pattern: FTL.Pattern, args: dict[str, Any]) -> str | None:
    """The text of a pattern of words, quoted text and variables given as text, as
    fluent.runtime makes it (``use_isolating=False``); None for anything else, or anything that
    would be an error there."""
    elements = pattern.elements
    if len(elements) > _MAX_PARTS:
        return None
    parts = []
    literal = True  # words and quoted text only: fluent.runtime joins them when it compiles
    for element in elements:
        if isinstance(element, FTL.TextElement):
            parts.append(element.value)
            continue
        expression = element.expression if isinstance(element, FTL.Placeable) else None
        if isinstance(expression, FTL.StringLiteral):
            parts.append(expression.parse()["value"])
        elif isinstance(expression, FTL.VariableReference):
            value = args.get(expression.id.name)
            if not isinstance(value, str):
                return None
            parts.append(value)
            literal = False
        else:
            return None
    if not literal and any(len(part) > _MAX_PART_LENGTH for part in parts):
        return None  # fluent.runtime: "too many characters in placeable"
    return "".join(parts)


def _make_bundle(lang: str, resources: Iterable[FTL.Resource]) -> _Texts:
    return _Texts(lang, resources)


def _entry_ids(resources: Iterable[FTL.Resource]) -> set[str]:
    ids = set()
    for resource in resources:
        for entry in resource.body:
            if isinstance(entry, FTL.Message):
                ids.add(entry.id.name)
            elif isinstance(entry, FTL.Term):
                ids.add("-" + entry.id.name)
    return ids


def _to_fluent_arg(value: Any) -> Any:
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, (str, int, float, Decimal, date, datetime)):
        return value
    return str(value)


# --------------------------------------------------------------------------- Localizer

class Localizer:
    """All messages of one language, English filling every gap.

    ``Localizer("ru").t("logbook-leaves", who="Аня", people=1, gems=5)``.
    A missing key falls back to English per message; a missing or broken
    locale falls back to English as a whole (``lang`` is then ``"en"`` and
    ``requested`` keeps what was asked). Nothing here raises on bad input:
    problems are logged once and the best available string is returned.
    ``files`` (names such as "play.ftl") loads only those files of the language: a few of its
    messages, fast (every file of a language takes a fraction of a second to parse).
    """

    _english_cache: dict[Path, tuple[_Texts | None, set[str]]] = {}

    def __init__(self, lang: str = DEFAULT_LANGUAGE, locales_path: Path | str | None = None,
                 files: Iterable[str] | None = None):
        self.requested = lang
        self.locales_path = Path(locales_path) if locales_path is not None else locales_dir()
        self._warned: set[tuple[str, str]] = set()
        self._english: _Texts | None = None
        self._english_loaded = False
        self.ids: set[str] = set()
        self.error: str | None = None  # why the locale fell back to English, if it did

        if lang not in LANGUAGE_CODES:
            self.error = f"unknown language {lang!r}"
        else:
            try:
                resources = _parse_folder(self.locales_path / lang, files)
            except LocaleError as exc:
                self.error = str(exc)
            else:
                self.lang = lang
                self.ids = _entry_ids(resources)
                self._texts: _Texts | None = _make_bundle(lang, resources)
                if lang == DEFAULT_LANGUAGE:
                    self._english, self._english_loaded = self._texts, True
                return
        log.warning("Language %r cannot be used (%s); the game falls back to English.", lang, self.error)
        self.lang = DEFAULT_LANGUAGE
        self._texts = self._english_bundle()
        self.ids = set(self._english_ids())

    # English, parsed once per locales folder and only when needed.
    def _english_entry(self) -> tuple[_Texts | None, set[str]]:
        cached = self._english_cache.get(self.locales_path)
        if cached is None:
            try:
                resources = _parse_folder(self.locales_path / DEFAULT_LANGUAGE)
                cached = (_make_bundle(DEFAULT_LANGUAGE, resources), _entry_ids(resources))
            except LocaleError as exc:
                log.error("The English texts cannot be loaded (%s); keys will show instead.", exc)
                cached = (None, set())
            self._english_cache[self.locales_path] = cached
        return cached

    def _english_bundle(self) -> _Texts | None:
        if not self._english_loaded:
            self._english = self._english_entry()[0]
            self._english_loaded = True
        return self._english

    def _english_ids(self) -> set[str]:
        return self._english_entry()[1]

    def _warn_once(self, key: str, what: str) -> None:
        if (key, what) not in self._warned:
            self._warned.add((key, what))
            log.warning("[%s] %s: %s", self.lang, key, what)

    # ------------------------------------------------------------------ public
    def has(self, key: str) -> bool:
        """True if the key exists in this language or in English."""
        msg_id = key.split(".", 1)[0]
        if self._texts is not None and self._texts.has_message(msg_id):
            return True
        english = self._english_bundle()
        return english is not None and english.has_message(msg_id)

    def t(self, key: str, **args: Any) -> str:
        """The text of message ``key`` (``"id"`` or ``"id.attribute"``) formatted with ``args``."""
        msg_id, _, attribute = key.partition(".")
        fluent_args = {name: _to_fluent_arg(value) for name, value in args.items()}
        bundles = [self._texts]
        if self.lang != DEFAULT_LANGUAGE or self._texts is None:
            bundles.append(None)  # English, loaded lazily
        for bundle in bundles:
            if bundle is None:
                bundle = self._english_bundle()
                if bundle is None or bundle is self._texts:
                    continue
                self._warn_once(key, "missing, English text used")
            if not bundle.has_message(msg_id):
                continue
            try:
                formatted = bundle.format(msg_id, attribute, fluent_args)
                if formatted is None:
                    continue
                result, errors = formatted
            except Exception as exc:  # noqa: BLE001 - boundary: a file parse; a locale file's message must never crash the game
                self._warn_once(key, f"cannot be formatted ({exc!r}); the next language's text instead")
                continue
            if errors:
                self._warn_once(key, "; ".join(str(e) for e in errors))
            return str(result)
        self._warn_once(key, "no such message in any language")
        return key

    __call__ = t

    @property
    def _bundle(self) -> FluentBundle | None:
        """The language's FluentBundle (the developer tools format with it directly)."""
        return self._texts.bundle() if self._texts is not None else None

    def plural_category(self, n: int | float) -> str:
        """CLDR plural category of ``n`` in this language (one/few/many/other...)."""
        return plural_category(n, self.lang)

    def format_number(self, n: int | float | Decimal, **kwargs: Any) -> str:
        return format_number(n, self.lang, **kwargs)

    def format_date(self, d: date | datetime, style: str = "medium") -> str:
        return format_date(d, self.lang, style)

    def format_list(self, items: Iterable[str]) -> str:
        return format_list(items, self.lang)

    def __repr__(self) -> str:
        return f"Localizer({self.lang!r})"


# --------------------------------------------------------------------------- process-wide language

_localizers: dict[str, Localizer] = {}
_current: Localizer | None = None


def get_localizer(lang: str | None = None) -> Localizer:
    """The (cached) Localizer of ``lang``, or of the current language when ``lang`` is None."""
    global _current
    if lang is None:
        if _current is None:
            _current = get_localizer(DEFAULT_LANGUAGE)
        return _current
    loc = _localizers.get(lang)
    if loc is None:
        loc = _localizers[lang] = Localizer(lang)
    return loc


def set_language(lang: str) -> Localizer:
    """Make ``lang`` the current language for :func:`t`; returns its Localizer."""
    global _current
    _current = get_localizer(lang)
    return _current


def t(key: str, **args: Any) -> str:
    """Text of ``key`` in the current language (see :func:`set_language`)."""
    return get_localizer().t(key, **args)


# --------------------------------------------------------------------------- numbers, dates, plurals

def format_number(n: int | float | Decimal, lang: str, **kwargs: Any) -> str:
    """``format_number(1234567, "ru") == "1\\xa0234\\xa0567"``, ``"sr-Latn"`` -> ``"1.234.567"``."""
    from babel.numbers import format_decimal

    return format_decimal(n, locale=babel_locale_name(lang), **kwargs)


def format_date(d: date | datetime, lang: str, style: str = "medium") -> str:
    """A date the way the language writes it; ``style`` is short, medium, long or full."""
    from babel.dates import format_date as _format_date

    return _format_date(d, format=style, locale=babel_locale_name(lang))


def format_list(items: Iterable[str], lang: str) -> str:
    """Names joined the way the language does it: "Ann, Bob and Cy", «Аня, Боря и Вика», "AとBとC"."""
    names = list(items)
    if lang == "ja":
        # CLDR's Japanese list is "A、B、C": before a sentence ("あなた、Anna、Bobが…") the first
        # name reads as someone being spoken to. Names are joined with と, as people say them.
        return "と".join(names)
    from babel.lists import format_list as _format_list

    return _format_list(names, locale=babel_locale_name(lang))


_plural_functions: dict[str, Any] = {}


def plural_category(n: int | float, lang: str) -> str:
    func = _plural_functions.get(lang)
    if func is None:
        import babel
        import babel.plural

        func = babel.plural.to_python(babel.Locale.parse(babel_locale_name(lang)).plural_form)
        _plural_functions[lang] = func
    return func(n)


# --------------------------------------------------------------------------- system language

_NAMES = {
    "english": "en", "russian": "ru", "polish": "pl", "japanese": "ja",
    "en": "en", "ru": "ru", "pl": "pl", "ja": "ja", "jp": "ja",
    "eng": "en", "rus": "ru", "pol": "pl", "jpn": "ja",
}


def match_language(tag: str | None) -> str | None:
    """Map a locale name to one of our codes, or None.

    Understands POSIX (``sr_RS.UTF-8@latin``, ``ru_RU.UTF-8``), BCP 47
    (``sr-Latn-RS``, ``ja-JP``) and Windows names (``Serbian (Latin)_Serbia.1250``).
    Serbian: ``@latin``/``Latn``/``sh`` give sr-Latn; ``@cyrillic``/``Cyrl`` or no
    script give sr-Cyrl (the CLDR and glibc default for ``sr``).
    """
    if not tag:
        return None
    raw = tag.strip()
    modifier = ""
    if "@" in raw:
        raw, modifier = raw.split("@", 1)
    raw = raw.split(".", 1)[0]  # encoding / Windows code page
    lowered = raw.lower()
    if lowered in ("", "c", "posix"):
        return None
    parts = [p for p in lowered.replace("-", "_").split("_") if p]
    if not parts:
        return None
    first = parts[0].strip()
    if first.startswith("serbian"):  # Windows: "Serbian (Latin)_Serbia"
        return "sr-Latn" if "latin" in lowered else "sr-Cyrl"
    if first in ("sr", "srp", "sh", "hbs"):
        rest = set(parts[1:]) | {modifier.lower()}
        if first in ("sh", "hbs") or rest & {"latn", "latin"}:
            return "sr-Latn"
        return "sr-Cyrl"
    if first.startswith(("english", "russian", "polish", "japanese")):
        first = first.split(" ")[0]
    return _NAMES.get(first)


def _system_locale_names() -> list[str]:
    names: list[str] = []
    env = os.environ
    # POSIX precedence: LC_ALL, LC_MESSAGES, LANG; LANGUAGE is a priority list honoured by gettext.
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if value:
            if value not in ("C", "POSIX") and env.get("LANGUAGE"):
                names.extend(env["LANGUAGE"].split(":"))
            names.append(value)
            break
    if sys.platform == "win32":
        try:
            import ctypes

            buf = ctypes.create_unicode_buffer(85)
            if ctypes.windll.kernel32.GetUserDefaultLocaleName(buf, 85):  # e.g. "sr-Latn-RS"
                names.append(buf.value)
            import locale

            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()
            if lcid in locale.windows_locale:
                names.append(locale.windows_locale[lcid])
        except (OSError, AttributeError, ValueError) as exc:  # detection is best effort
            log.debug("the Windows language is unknown (%r)", exc)
    try:
        import locale

        current = locale.getlocale(locale.LC_MESSAGES if hasattr(locale, "LC_MESSAGES") else locale.LC_CTYPE)[0]
        if current:
            names.append(current)
    except ValueError as exc:  # a locale Python does not know
        log.debug("the locale's language is unknown (%r)", exc)
    return names


def detect_system_language() -> str:
    """The player's OS language as one of LANGUAGE_CODES ("en" when nothing matches)."""
    for name in _system_locale_names():
        code = match_language(name)
        if code:
            return code
    return DEFAULT_LANGUAGE
