"""The hedge vocabulary the claim checks share: the words that make a statement a report or a
possibility, and the addressees that turn "قيل"/"يقال" into "he was told"/"called". Read by
`text.assertions` (a hedge of the excerpt dropped: any of these kept in the answer keeps it) and
`text.hedge_added` (a doubt or belief the excerpt lacks added), so the two directions cannot
drift apart. Folded, closed classes of grammar."""

from __future__ import annotations

# Reports and doubt: the statement after them is what someone said or may be ("قيل إنها أمه",
# "ربما يقصد", "يبدو أن").
DOUBTS = frozenset("قيل يقال ربما لعل لعله لعلها لعلهم يبدو يرجح الارجح يحتمل".split())
# Belief and rumour verbs: a hedge when an answer puts them over a stated fact ("يعتقد أنه تنيح").
BELIEFS = frozenset("المحتمل محتمل يعتقد يعتقدون يظن يظنون يزعم يزعمون زعم يشاع".split())
# Thinking, supposing and fearing told of someone (past, participle): the clause after them ("ظانين أنه قد مات", "ظن
# إن قزمان قد مات", "خاف أن يضربه") is what he thought or feared, not what happened (`answer.said_asked`, YESNO60).
# "حسب" alone is "according to": these are read only before أن/إن.
SUPPOSITIONS = frozenset(
    "ظن ظنت ظننت ظنوا ظانا ظانين ظانه حسب حسبت حسبوا حاسبا حاسبين خاف خافت خافوا خائفا خائفين خائفه توهم توهموا"
    " زعمت زعموا".split()
)
# Verbs that tell a statement as someone's account ("يروي أنه", "يذكر أن", "يقدر بـ"): an answer
# that writes one keeps the excerpt's hedge, but adding one is framing, no hedge ("يذكر النص أن").
REPORTS = frozenset("يروي يذكر يقدر".split())
# Possibility and necessity: the statement after them is what may or must be, not what is ("يمكن
# الكشف عن …", "يجب أن …"); read where a quotation leaves words out (`text.quotation`).
POSSIBILITIES = frozenset("يمكن يمكنه يمكنها يمكنهم يمكننا يجب ينبغي يجوز يستطيع تستطيع يستطيعون نستطيع لابد".split())
# "قيل له" is "he was told", "يقال له" is "called": a passive with its addressee, no doubt.
ADDRESSEES = frozenset("له لها لهم لهما لي لك لكم لنا عنه عنها عنهم فيه فيها".split())
