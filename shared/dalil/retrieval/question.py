"""Question intake: refuse what cannot be a question, clean what can, and note what the trace should
know. A question is only ever text to search: words that look like instructions to the system
("ignore previous instructions", "تجاهل التعليمات") are searched like any other words and change
no policy; they are only noted in the trace.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from dalil.errors import InvalidQuestion

# Control, format (zero-width, bidi), surrogate and private-use characters carry no meaning in a
# question; line breaks and tabs become spaces.
_DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
_WHITESPACE_CONTROLS = frozenset("\t\n\r\x0b\x0c\x85\u2028\u2029")
_SPACES = re.compile(r"\s+")

_INSTRUCTION_PATTERNS = re.compile(
    r"ignore\s+(all\s+|any\s+|the\s+)?(previous|prior|above|earlier|your)\s+(instructions|rules|prompts?)"
    r"|disregard\s+(all\s+|the\s+)?(previous|prior|above|your)"
    r"|system\s+prompt|you\s+are\s+now|act\s+as\s+|jailbreak|developer\s+mode"
    r"|تجاهل\s+(كل\s+|جميع\s+)?(التعليمات|الاوامر|الأوامر|القواعد|ما\s+سبق)"
    r"|انس\s+(كل\s+)?(التعليمات|الاوامر|الأوامر)|انسَ\s+(التعليمات|الأوامر)"
    r"|تعليمات\s+النظام|أنت\s+الآن|انت\s+الان|بدون\s+(مصادر|استشهاد)",
    re.IGNORECASE,
)


def _is_arabic_letter(char: str) -> bool:
    return ("\u0600" <= char <= "\u06ff" or "\u0750" <= char <= "\u077f" or "\u08a0" <= char <= "\u08ff"
            or "\ufb50" <= char <= "\ufdff" or "\ufe70" <= char <= "\ufeff") and char.isalpha()


@dataclass(frozen=True)
class Question:
    text: str  # cleaned: control characters removed, spaces collapsed; otherwise as typed
    original: str
    notes: list[str] = field(default_factory=list)

    @property
    def non_arabic(self) -> bool:
        return any(note.startswith("non_arabic_question") for note in self.notes)


def validate_question(raw: object, max_chars: int) -> Question:
    """The cleaned question, or `InvalidQuestion` with an Arabic and English message."""
    if not isinstance(raw, str):
        raise InvalidQuestion("السؤال يجب أن يكون نصًا. / The question must be text.")
    if not raw.strip():
        raise InvalidQuestion("السؤال فارغ؛ اكتب سؤالك. / The question is empty; please type a question.")
    kept: list[str] = []
    dropped = 0
    for char in raw:
        if char in _WHITESPACE_CONTROLS:
            kept.append(" ")
        elif unicodedata.category(char) in _DROPPED_CATEGORIES:
            dropped += 1
        else:
            kept.append(char)
    text = _SPACES.sub(" ", "".join(kept)).strip()
    if not text:
        raise InvalidQuestion(
            "السؤال لا يحتوي إلا على رموز تحكم غير مرئية. / The question contains only control characters."
        )
    if len(text) > max_chars:
        raise InvalidQuestion(
            f"السؤال أطول من الحد المسموح ({len(text)} حرفًا، والحد {max_chars}). "
            f"/ The question is too long ({len(text)} characters; the limit is {max_chars})."
        )
    letters = [char for char in text if char.isalpha()]
    if not letters:
        raise InvalidQuestion(
            "السؤال لا يحتوي على أي كلمة. / The question contains no words (letters), only digits or symbols."
        )
    notes: list[str] = []
    if dropped:
        notes.append(f"control_characters_removed: {dropped}")
    arabic = sum(1 for char in letters if _is_arabic_letter(char))
    if arabic * 2 < len(letters):
        notes.append(f"non_arabic_question: {arabic}/{len(letters)} letters are Arabic; the corpus is Arabic")
    if _INSTRUCTION_PATTERNS.search(text):
        notes.append("instruction_like_text: searched as plain text; policy unchanged")
    return Question(text=text, original=raw, notes=notes)
