"""A colour asked ("الخروف اللي لقاه كان لونه إيه", "ما لون ثوبه؟", "بأي لون كانت ثيابه"): the question asks
which colour, and a sentence answers it only when it says one. A sentence that tells of the lost sheep found
tells no colour of it; the excerpt check reads "لون" as the answer's kind (a word that counts only where held),
so nothing else asked it to be stated (everyday-words ew-d10, PARA36: the sheep found once the reader's
"التايه" was read as the parable's "الضال"). Read by `answer/asked_stated.py` for the offline answerer's choice
and for every provider's answer (code `asked_not_stated: colour`).

The colours are a closed class, written from general usage and the Van Dyck Bible's words (أسمانجوني، أرجوان،
قرمز); a colour word under a glued conjunction, preposition or the article counts ("وبيضاء", "بالأحمر").
"""

from __future__ import annotations

from collections.abc import Iterable

from dalil.text.glued import without_one_letter
from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import WHAT, WHICH
from dalil.text.support import strip_markers

# "لون" with the possessive pronouns, after a glued preposition or و: the colour of the subject asked.
_COLOUR_NOUN = folded_words("لون لونه لونها لونهم لونهما لونك بلون ولون")
_ASKING = WHAT | WHICH
COLOURS = folded_words(
    "ابيض بيضاء بيض ابيضا اسود سوداء سود احمر حمراء حمر اخضر خضراء خضر اصفر صفراء صفر ازرق زرقاء زرق "
    "رمادي بني وردي بنفسجي بنفسج ذهبي فضي برتقالي اشقر شقراء اصهب اغبر ارجوان ارجواني ارجوانا ارجوانيا "
    "قرمز قرمزي قرمزيا اسمانجوني اسمانجونيا ملون ملونا ابيضت اسودت احمرت اخضرت"
)


def asked_colour(question: str) -> bool:
    """Does the question ask a colour ("لونه إيه", "ما لون", "بأي لون")?"""
    words = fold(strip_markers(question)).split()
    asking = any(word in _ASKING or word[:1] == "ب" and word[1:] in _ASKING for word in words)  # "بأي لون"
    return asking and any(word in _COLOUR_NOUN for word in words)


def _colour(word: str) -> bool:
    forms = set(without_one_letter(word))
    forms |= {form[2:] for form in list(forms) if form.startswith("ال") and len(form) > 4}
    return not forms.isdisjoint(COLOURS)


def colour_stated(texts: Iterable[str]) -> bool:
    """Does any of the texts say a colour?"""
    return any(_colour(word) for text in texts for word in fold(strip_markers(text)).split())
