"""Reading on past a chunk's open edge: a why whose reason opens the next chunk of the same record (READON66).

The chunker cuts a long sentence at a word boundary (`ingest.chunking`), so the reason a why asks may begin the
next chunk of the same record: "… لاطفه وخادعه كثيرا لعلمه" / "أنه ابن الوزير واسيليدس ، …". CHUNKEDGE65 declined
such an answer (`answer.chunk_edge`); a reader would rather get the reason. So, for a why, every excerpt that ends
mid-sentence is followed by its record's next chunk (`doc_id/n+1`, hydrated from the chunk store: the same
`get_many` on the embedded store and the DynamoDB path) through that chunk's first sentence end: a server-issued
evidence of its own, marked as the continuation of the excerpt it finishes (`Evidence.continues`), shown as its
own source card. No read-on when the next chunk does not finish the sentence (no sentence end in it) or when the
next chunk already stands in the context from some other sentence on: the cut answer declines as before.

The answer cites both ("… لعلمه أنه ابن الوزير [E1][E6]"); the checks read such a sentence against the two excerpts
joined, as the one sentence of the record they are (`joined_view`), under an id of its own, so a sentence that cites
only one of them is still read against that one alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from dalil.answer.answer_type import expected_type
from dalil.answer.chunk_edge import ends_open
from dalil.answer.context import first_verse
from dalil.models import AnswerPayload, Chunk, ContextPack, Evidence
from dalil.text.markers import MARKER, marker_ids
from dalil.text.rite_place import rite_place
from dalil.text.support import sentence_spans

# a run of markers after a sentence, each "[E1]" or grouped "[E1, E6]" as the rest of the product reads them
_MARKER_RUN = re.compile(rf"(?:{MARKER.pattern}\s*)+")
_JOINED_BASE = 1000  # a joined pair's id in the checks' view: E1001, E1002 … (no request holds 1000 excerpts)


def next_chunk_id(chunk_id: str) -> str | None:
    """The chunk after `chunk_id` in its record ("syn:11-22#1/1" -> "syn:11-22#1/2"), or None for no "/n" id."""
    doc_id, _, n = chunk_id.rpartition("/")
    return f"{doc_id}/{int(n) + 1}" if doc_id and n.isdigit() else None


def sentence_rest(text: str) -> str | None:
    """The opening of a chunk through its first sentence's end (the rest of the sentence the chunk before it cut),
    or None when the chunk holds no sentence end: reading it on would cut the sentence again."""
    spans = sentence_spans(text)
    if not spans or (len(spans) == 1 and ends_open(text)):
        return None
    return text[: spans[0][1]]


def _cut_at_end(item: Evidence, chunks: Mapping[str, Chunk]) -> bool:
    """Does the excerpt run to its chunk's end, and the chunk end mid-sentence? (An excerpt shortened to fit the
    context's budget ends mid-sentence too, but not at its chunk's end: what follows it is no next chunk.)"""
    chunk = chunks.get(item.chunk_id)
    return chunk is not None and ends_open(item.excerpt) and chunk.text.rstrip().endswith(item.excerpt.rstrip())


def read_on(
    question: str, evidence: Sequence[Evidence], chunks: Mapping[str, Chunk], fetch: Callable[[list[str]], dict[str, Chunk]],
) -> tuple[list[Evidence], list[Chunk]]:
    """`evidence` with the continuations of its cut excerpts, and the chunks hydrated for them. For a why
    (`question` as the checks read it: `answer_type.expected_type` "reason"), every excerpt that runs to its chunk's
    open edge (`chunks`: the evidence's hydrated chunks) is continued by the next chunk of its record: when that
    chunk already stands in the evidence from its opening on, it is marked so; when it does not stand there, it is
    added after the others (ids numbered on), through its first sentence end (module doc). Otherwise unchanged."""
    if expected_type(question) != "reason":
        return list(evidence), []
    held = {item.chunk_id: item for item in evidence}
    wanted = {
        following: item for item in evidence
        if _cut_at_end(item, chunks) and (following := next_chunk_id(item.chunk_id)) is not None
    }
    marked = {
        held[chunk_id].evidence_id: cut.evidence_id for chunk_id, cut in wanted.items()
        if chunk_id in held and _opens_chunk(held[chunk_id], chunks) and sentence_rest(held[chunk_id].excerpt)
    }
    result = [item.model_copy(update={"continues": marked[item.evidence_id]}) if item.evidence_id in marked else item
              for item in evidence]
    missing = [chunk_id for chunk_id in wanted if chunk_id not in held]
    fetched = fetch(missing) if missing else {}
    added: list[Chunk] = []
    for chunk_id, cut in wanted.items():
        chunk = fetched.get(chunk_id)
        if chunk is None or chunk.doc_id != cut.chunk_id.rpartition("/")[0] or not (rest := sentence_rest(chunk.text)):
            continue
        result.append(Evidence(
            evidence_id=f"E{len(result) + 1}", chunk_id=chunk_id, excerpt=rest, first_verse=first_verse(chunk, 0),
            title=chunk.title, place=rite_place(chunk.metadata), continues=cut.evidence_id,
        ))
        added.append(chunk)
    return result, added


def _opens_chunk(item: Evidence, chunks: Mapping[str, Chunk]) -> bool:
    """Does the excerpt start where its chunk starts (it holds the rest of the sentence the chunk before cut)?"""
    chunk = chunks.get(item.chunk_id)
    return chunk is not None and chunk.text.lstrip().startswith(item.excerpt.lstrip()[:40])


def continued(evidence: Sequence[Evidence]) -> dict[str, Evidence]:
    """{id of a cut excerpt: the evidence that finishes its last sentence}."""
    ids = {item.evidence_id for item in evidence}
    return {item.continues: item for item in evidence if item.continues in ids and item.continues is not None}


def finishing_sentence(rest: Evidence) -> str:
    """The words of a continuation that finish the cut sentence: its first sentence (`sentence_rest`; the whole excerpt
    when it holds no sentence end). The offline answerer copies the cut sentence so finished (`providers.extractive`)."""
    return sentence_rest(rest.excerpt) or rest.excerpt


def joined_text(cut: Evidence, rest: Evidence) -> str:
    """The cut excerpt and its continuation, one text: the record's sentence as it was before the chunker cut it, and
    the continuation's later sentences when it stood in the context whole (a held chunk, marked). Not only its
    `finishing_sentence`: a sentence citing the continuation may state what it says after the cut sentence, as one
    citing it alone is read against all of it (ONEPLACE68: the two readings differ by job, a tested difference)."""
    return f"{cut.excerpt} {rest.excerpt}"


def joined_view(payload: AnswerPayload, context: ContextPack) -> tuple[AnswerPayload, ContextPack]:
    """The answer and context the checks read: a marker run citing a cut excerpt AND its continuation cites, in this
    view, one evidence (E1001 …) holding the two joined, of the cut excerpt's record (its chunk id, title, metadata).
    Unchanged when no sentence cites such a pair."""
    pairs = continued(context.evidence)
    if not pairs:
        return payload, context
    by_id = context.by_id()
    joined: dict[tuple[str, str], Evidence] = {}

    def rewrite(match: re.Match[str]) -> str:
        ids = list(dict.fromkeys(marker_ids(match.group(0))))
        for cut_id, rest in pairs.items():
            if cut_id in ids and rest.evidence_id in ids:
                key = (cut_id, rest.evidence_id)
                if key not in joined:
                    cut = by_id[cut_id]
                    joined[key] = cut.model_copy(update={
                        "evidence_id": f"E{_JOINED_BASE + len(joined) + 1}", "excerpt": joined_text(cut, rest), "continues": None,
                    })
                at = ids.index(cut_id)
                ids[at : at + 1] = [joined[key].evidence_id]
                ids.remove(rest.evidence_id)
        trailing = match.group(0)[len(match.group(0).rstrip()) :]
        return "".join(f"[{i}]" for i in ids) + trailing

    answer = _MARKER_RUN.sub(rewrite, payload.answer)
    if not joined:
        return payload, context
    cited = list(dict.fromkeys(marker_ids(answer)))
    view = payload.model_copy(update={"answer": answer, "cited_ids": cited})
    return view, context.model_copy(update={"evidence": [*context.evidence, *joined.values()]})
