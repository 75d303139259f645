/*
 * Dalil Ask panel: the reference web client of the public API (POST /ask, POST /feedback).
 * One script and one stylesheet, no build step, no dependency, nothing fetched but the API.
 *
 *   <link rel="stylesheet" href="dalil-ask.css">
 *   <div data-dalil-ask data-api-base="https://API-ID.execute-api.REGION.amazonaws.com/v1"></div>
 *   <script src="dalil-ask.js" defer></script>
 *
 * Deployed by the CDK app (infra/stacks/panel.py), the page loads /panel/dalil-config.js first: it
 * sets window.DalilAskConfig = {apiBase: <the stage's API URL>}, the defaults under the options below
 * (web/README.md, "Embedding the deployed panel").
 *
 * Options (DalilAsk.mount(element, {...}), else data-* attributes, else window.DalilAskConfig):
 *   apiBase    where POST /ask and /feedback live ("" = this page's origin, as under `dalil serve`)
 *   stream     "auto" (default): ask for server-sent events and accept JSON; "off": JSON only
 *   timeoutMs  give up on a question after this long (default 30000; API Gateway stops at 29 s)
 *   title      the panel's heading
 *   scope      the line under the heading that says what the panel answers from (default T.scope)
 *   examples   example questions shown as buttons until the first question (array, or JSON in
 *              data-examples)
 *   strings    replacements for any entry of DalilAsk.strings (same type: text, or a function for
 *              the entries that take a number), applied page-wide before the panel is built
 *
 * The response's `state` decides what is shown, and nothing else does: cards appear only in the
 * states whose cards the server sent (the server's source gate already withheld them for an answer
 * that failed review); server text is always inserted as text, never as HTML.
 */
(function () {
  "use strict";

  var T = {
    title: "اسأل دليل",
    intro: "يجيب من نصوص يستطيع أن يستشهد بها، أو يقول إنه لا يجد ما يكفي.",
    scope: "المصادر: الكتاب المقدس (العهد الجديد والمزامير)، والسنكسار، والنصوص الليتورجية القبطية، ومقالات من ويكيبيديا.",
    examplesLabel: "أمثلة للأسئلة:",
    questionLabel: "سؤالك",
    questionHint: "اضغط Enter للإرسال وShift+Enter لسطر جديد.",
    ask: "اسأل",
    newConversation: "محادثة جديدة",
    newConversationStarted: "بدأت محادثة جديدة.",
    thread: "المحادثة",
    youAsked: "سؤالك:",
    dalilSaid: "رد دليل:",
    searching: "يبحث في المصادر…",
    found: function (count) { return "وجد " + num(count) + " " + counted(count, "مقطعًا", "مقطعين", "مقاطع", "مقطعًا", "مقطع") + "، ويكتب الإجابة…"; },
    redraft: function (draft) { return "يراجع الإجابة ويبحث من جديد (المسودة " + num(draft) + ")…"; },
    nothingFound: "لم يجد مقاطع كافية…",
    answerReady: "وصلت الإجابة.",
    sourcesTitle: "المصادر",
    marker: function (n, title) { return "الدليل " + num(n) + (title ? ": " + title : ""); },
    openSource: "افتح المصدر",
    newTab: "(يفتح في نافذة جديدة)",
    sourcesNotice: "لم تُكتب إجابة لهذا السؤال. قد تفيدك هذه المقاطع:",
    sourcesState: "مقاطع قد تفيد، بلا إجابة",
    searchNotice: "لم نجد في المصادر ما يكفي للإجابة عن هذا السؤال، فلم نكتب إجابة.",
    languageNotice: "يقرأ دليل الأسئلة المكتوبة بالعربية أو بالفرانكو (عربي بحروف لاتينية). / Dalil reads questions in Arabic or Franco-Arabic.",
    searchedFor: "بحثنا عن: ",
    reviewFailed: "كُتبت مسودة إجابة لكنها لم تجتز المراجعة، فلا نعرضها ولا نعرض مصادرها.",
    searchInstead: "يمكنك البحث في الموقع:",
    searchLink: function (q) { return "ابحث في الموقع عن «" + q + "»"; },
    searchState: "لا إجابة",
    quotaNotice: "الخدمة مشغولة الآن ولا تستطيع كتابة إجابة.",
    quotaWait: function (s) {
      var wait = s === 1 ? "ثانية واحدة" : s === 2 ? "ثانيتين" : num(s) + " " + counted(s, "ثانية", "ثانيتين", "ثوانٍ", "ثانية");
      return "يمكنك المحاولة مجددًا بعد " + wait + ".";
    },
    quotaNow: "يمكنك المحاولة مجددًا الآن.",
    quotaSoon: "حاول مجددًا بعد قليل.",
    quotaSources: "إلى ذلك الحين، قد تفيدك هذه المقاطع:",
    quotaState: "الخدمة مشغولة",
    retry: "أعد المحاولة",
    restart: "ابدأ محادثة جديدة واسأل مجددًا",
    errorState: "تعذّر الرد",
    timeout: "انتهت مهلة الانتظار قبل أن يصل رد.",
    network: "تعذّر الوصول إلى الخدمة. تحقق من اتصالك ثم أعد المحاولة.",
    serverError: "حدث خطأ في الخدمة، وسُجّل لدينا.",
    workflowFailed: "تعذّر إكمال الطلب الآن.",
    throttled: "وصلت طلبات كثيرة في وقت قصير.",
    cut: "انقطع الرد قبل أن يكتمل.",
    badRequest: "لم يُقبل الطلب.",
    invalidQuestion: "لا يمكن قبول هذا السؤال كما هو. عدّله ثم أرسله مجددًا.",
    tooLong: "السؤال أطول من المسموح.",
    expired: "انتهت هذه المحادثة أو لم تعد معروفة.",
    details: "التفاصيل",
    feedbackAsk: "هل أفادك هذا الرد؟",
    up: "نعم، أفادني",
    down: "لا، لم يفدني",
    categoryLabel: "ما الذي ينطبق؟",
    commentLabel: "تعليق (اختياري)",
    send: "أرسل التقييم",
    sending: "يُرسل…",
    thanks: function (label) { return "شكرًا لك، وصل تقييمك (" + label + ")."; },
    feedbackFailed: "تعذّر إرسال التقييم. حاول مجددًا.",
    emptyQuestion: "اكتب سؤالًا أولًا.",
    clarifyChoices: "اختر ليُعاد السؤال:",
    commemoration: function (day) { return "تذكاره " + day; },
    clarifyAsk: function (label) { return "اسأل مجددًا: " + label; },
    readWhole: "اقرأ النص كاملًا",
    hideWhole: "أخفِ النص الكامل",
    wholeOpening: "يفتح النص الكامل…",
    wholeFailed: "تعذّر فتح النص الكامل. حاول مجددًا.",
    wholeLabel: function (title) { return "النص الكامل: " + title; },
    citedPart: "المقطع المستشهد به",
  };

  var LIBRARIES = {
    bible: "الكتاب المقدس",
    synaxarium: "السنكسار",
    liturgy: "النصوص الليتورجية",
    arcd: "ويكيبيديا (ARCD)",
    xquad: "ويكيبيديا (XQuAD)",
  };

  // Stable category codes (what `dalil feedback` and the eval ledger read), shown in Arabic.
  var CATEGORIES = {
    up: [["helpful", "إجابة صحيحة ومفيدة"], ["good_sources", "المصادر في محلها"], ["other", "سبب آخر"]],
    down: [
      ["wrong_answer", "الإجابة غير صحيحة"],
      ["wrong_source", "المصدر لا يدعم الكلام"],
      ["incomplete", "الإجابة ناقصة"],
      ["not_relevant", "لا تجيب عن سؤالي"],
      ["other", "سبب آخر"],
    ],
  };

  // The panel's stylesheet, loaded inside its shadow root: beside this script unless told otherwise.
  var SCRIPT = document.currentScript && document.currentScript.src ? document.currentScript.src : "";
  var STYLESHEET = SCRIPT ? SCRIPT.replace(/dalil-ask(\.min)?\.js(\?.*)?$/, "dalil-ask.css") : "dalil-ask.css";

  var DIGITS = new Intl.NumberFormat("ar-EG", { useGrouping: false });
  var MARKER = /\[(E\d+)\]/g;
  var panels = 0;

  function num(n) { return DIGITS.format(n); }

  /* The noun after a count, as Arabic agrees it: 1 and 2 have their own forms, 3–10 take the
     plural, 11–99 the singular accusative (١٧ ثانية، not ١٧ ثوانٍ), round hundreds the singular
     genitive (١٠٠ مقطع), and so on by the last two digits. */
  function counted(n, one, two, few, many, hundred) {
    var lastTwo = n % 100;
    if (n === 1) return one;
    if (n === 2) return two;
    if (lastTwo >= 3 && lastTwo <= 10) return few;
    if (lastTwo === 0 && hundred) return hundred;
    return many;
  }

  /* A Synaxarium card's day, from the server's record metadata: "٢٢ هاتور (١ ديسمبر ٢٠٢٦)". */
  function dayOf(copticDay) {
    if (!copticDay || !copticDay.label) return "";
    var arabicDigits = function (text) { return String(text).replace(/\d+/g, function (n) { return num(Number(n)); }); };
    var text = T.commemoration(arabicDigits(copticDay.label));
    return copticDay.gregorian_label ? text + " (" + arabicDigits(copticDay.gregorian_label) + ")" : text;
  }

  /* A long question in a link's text: its first words and "…" (the link itself keeps the query). */
  function shortened(text, limit) {
    var value = String(text);
    if (value.length <= limit) return value;
    var cut = value.slice(0, limit);
    var space = cut.lastIndexOf(" ");
    return (space > limit / 2 ? cut.slice(0, space) : cut) + "…";
  }

  function hasChoices(clarify) { return !!(clarify && Array.isArray(clarify.options) && clarify.options.length); }

  function el(tag, attrs) {
    var node = document.createElement(tag);
    var key;
    for (key in attrs || {}) {
      if (!Object.prototype.hasOwnProperty.call(attrs, key) || attrs[key] === null || attrs[key] === undefined || attrs[key] === false) continue;
      if (key === "text") node.textContent = attrs[key];
      else if (key === "className") node.className = attrs[key];
      else node.setAttribute(key, attrs[key] === true ? "" : String(attrs[key]));
    }
    for (var i = 2; i < arguments.length; i++) {
      var child = arguments[i];
      if (child === null || child === undefined || child === false) continue;
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    }
    if (tag === "button" && !node.hasAttribute("part")) node.setAttribute("part", "button"); // ::part(button)
    return node;
  }

  // Material Design "thumb_up" (Apache-2.0), drawn inline: emoji fonts are not on every system.
  var THUMB = "M1 21h4V9H1v12zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2z";

  function thumb(vote) {
    var ns = "http://www.w3.org/2000/svg";
    var svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    svg.setAttribute("class", "dalil-vote__icon");
    var path = document.createElementNS(ns, "path");
    path.setAttribute("d", THUMB);
    path.setAttribute("fill", "currentColor");
    if (vote === "down") path.setAttribute("transform", "rotate(180 12 12)");
    svg.appendChild(path);
    return svg;
  }

  function safeUrl(value) {
    // Only web links: a `javascript:` URL in a record must never become a clickable link.
    try {
      var url = new URL(String(value), window.location.href);
      return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
    } catch (e) {
      return null;
    }
  }

  function hostOf(url) {
    try { return new URL(url).hostname.replace(/^www\./, ""); } catch (e) { return ""; }
  }

  function evidenceNumber(id) { return parseInt(String(id).slice(1), 10); }

  // --- transport ---------------------------------------------------------------------------------

  function ApiError(kind, status, body) {
    this.kind = kind; // "timeout" | "network" | "cut" | "http"
    this.status = status || 0;
    this.body = body || null;
  }

  function readJson(response) {
    return response.text().then(function (text) {
      try { return text ? JSON.parse(text) : null; } catch (e) { return null; }
    });
  }

  /* Reads `text/event-stream` frames as they arrive; resolves with the `done` response object as
     soon as it arrives (the rest of the stream is drained, not cancelled, so the connection ends
     cleanly and developer tools keep the whole body). */
  function readEvents(response, onEvent) {
    var reader = response.body.getReader();
    var decoder = new TextDecoder("utf-8");
    var buffer = "";
    var result = null;
    function frame(raw) {
      var name = "message";
      var data = [];
      raw.split(/\r?\n/).forEach(function (line) {
        if (line.indexOf("event:") === 0) name = line.slice(6).trim();
        else if (line.indexOf("data:") === 0) data.push(line.slice(5).replace(/^ /, ""));
      });
      if (!data.length) return null;
      try { return { name: name, data: JSON.parse(data.join("\n")) }; } catch (e) { return null; }
    }
    return new Promise(function (resolve, reject) {
      function pump() {
        reader.read().then(function (chunk) {
          buffer += decoder.decode(chunk.value || new Uint8Array(), { stream: !chunk.done });
          var parts = buffer.split(/\r?\n\r?\n/);
          buffer = chunk.done ? "" : parts.pop();
          for (var i = 0; i < parts.length && !result; i++) {
            var event = frame(parts[i]);
            if (!event) continue;
            if (event.name === "done") {
              result = { status: 200, data: event.data };
              resolve(result);
            } else if (event.name === "error") {
              var status = { not_found: 404, invalid_request: 422 }[event.data && event.data.error] || 500;
              result = new ApiError("http", status, event.data);
              reject(result);
            } else {
              onEvent(event.name, event.data);
            }
          }
          if (chunk.done) { if (!result) reject(new ApiError("cut")); return; }
          pump();
        }, function (error) { if (!result) reject(error); });
      }
      pump();
    });
  }

  function Api(options) {
    this.base = String(options.apiBase || "").replace(/\/+$/, "");
    this.stream = options.stream !== "off" && typeof ReadableStream !== "undefined" && typeof TextDecoder !== "undefined";
    this.timeoutMs = options.timeoutMs;
  }

  Api.prototype.post = function (path, body, onEvent, timeoutMs) {
    var controller = typeof AbortController !== "undefined" ? new AbortController() : null;
    var timedOut = false;
    var timer = setTimeout(function () { timedOut = true; if (controller) controller.abort(); }, timeoutMs || this.timeoutMs);
    var streaming = Boolean(onEvent) && this.stream;
    var request = fetch(this.base + path + (streaming ? "?stream=1" : ""), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: streaming ? "text/event-stream, application/json" : "application/json" },
      body: JSON.stringify(body),
      credentials: "omit",
      signal: controller ? controller.signal : undefined,
    });
    return request
      .then(function (response) {
        var type = response.headers.get("Content-Type") || "";
        if (response.ok && type.indexOf("text/event-stream") === 0 && response.body) return readEvents(response, onEvent);
        return readJson(response).then(function (data) {
          if (response.ok) return { status: response.status, data: data };
          throw new ApiError("http", response.status, data);
        });
      })
      .catch(function (error) {
        if (error instanceof ApiError) throw error;
        throw new ApiError(timedOut ? "timeout" : "network");
      })
      .then(
        function (result) { clearTimeout(timer); return result; },
        function (error) { clearTimeout(timer); if (timedOut && error.kind !== "http") error.kind = "timeout"; throw error; }
      );
  };

  /* GET a card's whole record (`GET /sources/{doc_id}`): JSON, with the same timeout and errors as a post. */
  Api.prototype.source = function (docId) {
    var controller = typeof AbortController !== "undefined" ? new AbortController() : null;
    var timer = setTimeout(function () { if (controller) controller.abort(); }, this.timeoutMs);
    return fetch(this.base + "/sources/" + encodeURIComponent(String(docId)), {
      method: "GET", headers: { Accept: "application/json" }, credentials: "omit",
      signal: controller ? controller.signal : undefined,
    })
      .then(function (response) {
        return readJson(response).then(function (data) {
          if (response.ok && data && typeof data.text === "string") return data;
          throw new ApiError("http", response.status, data);
        });
      })
      .then(
        function (data) { clearTimeout(timer); return data; },
        function (error) { clearTimeout(timer); throw error; }
      );
  };

  // --- the panel ---------------------------------------------------------------------------------

  /* The panel lives in an open shadow root of the element it is mounted on: the host page's
     selectors cannot reach it (inherited properties are reset by `:host { all: initial }`), and the
     page themes it only through the documented surface: the `--dalil-*` custom properties, which
     inherit into the shadow tree, and the `::part()` names. */
  function shadowOf(host, stylesheet) {
    var shadow = host.shadowRoot || (host.attachShadow ? host.attachShadow({ mode: "open" }) : null);
    if (!shadow) return host; // no shadow DOM (very old browsers): the page's stylesheet applies
    shadow.textContent = "";
    shadow.appendChild(el("link", { rel: "stylesheet", href: stylesheet }));
    return shadow;
  }

  function Panel(host, options) {
    panels += 1;
    this.id = "dalil" + panels;
    this.host = host;
    this.root = shadowOf(host, options.stylesheet || STYLESHEET);
    this.options = options;
    this.api = new Api(options);
    this.conversationId = null;
    this.epoch = 0; // bumped by "new conversation": a reply to an older question must not revive the old one
    this.turns = 0;
    this.busy = false;
    this.build();
  }

  Panel.prototype.build = function () {
    var id = this.id;
    var self = this;
    this.question = el("textarea", {
      id: id + "-question", name: "question", rows: 2, maxlength: 2000, dir: "auto", lang: "ar",
      className: "dalil-question-input dalil-text", part: "question", "aria-describedby": id + "-hint", autocomplete: "off",
    });
    this.submit = el("button", { type: "submit", className: "dalil-button dalil-button--primary", text: T.ask });
    this.restart = el("button", { type: "button", className: "dalil-button", text: T.newConversation });
    this.form = el(
      "form",
      { className: "dalil-form", novalidate: true },
      el("label", { for: id + "-question", className: "dalil-label", text: T.questionLabel }),
      this.question,
      el("p", { id: id + "-hint", className: "dalil-hint", text: T.questionHint }),
      el("div", { className: "dalil-actions" }, this.submit, this.restart)
    );
    this.thread = el("ol", { className: "dalil-thread", "aria-label": T.thread });
    this.status = el("p", { className: "dalil-status", role: "status", "aria-live": "polite" });
    var section = el(
      "section",
      { className: "dalil-ask", part: "panel", dir: "rtl", lang: "ar", "aria-labelledby": id + "-title" },
      el("h2", { id: id + "-title", className: "dalil-title", text: this.options.title || T.title }),
      el("p", { className: "dalil-intro", text: T.intro }),
      el("p", { className: "dalil-scope", text: this.options.scope || T.scope }),
      this.examplesBox(),
      this.thread,
      this.status,
      this.form
    );
    this.root.appendChild(section);

    this.form.addEventListener("submit", function (event) { event.preventDefault(); self.onSubmit(); });
    this.question.addEventListener("keydown", function (event) {
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing) { event.preventDefault(); self.onSubmit(); }
    });
    this.restart.addEventListener("click", function () { self.newConversation(); });
  };

  /* Example questions: buttons that ask, shown while the conversation is empty. */
  Panel.prototype.examplesBox = function () {
    var self = this;
    var questions = this.options.examples;
    if (!questions.length) return null;
    var labelId = this.id + "-examples";
    this.examples = el("div", { className: "dalil-examples", role: "group", "aria-labelledby": labelId },
      el("p", { id: labelId, className: "dalil-examples__label", text: T.examplesLabel }));
    questions.forEach(function (question) {
      var button = el("button", { type: "button", className: "dalil-button dalil-choice dalil-example", dir: "auto" }, question);
      button.addEventListener("click", function () {
        if (self.busy) return;
        self.ask(question, self.addTurn(question));
      });
      self.examples.appendChild(button);
    });
    return this.examples;
  };

  Panel.prototype.say = function (message) { this.status.textContent = message; };

  Panel.prototype.onSubmit = function () {
    var question = this.question.value.trim();
    if (this.busy) return;
    if (!question) { this.say(T.emptyQuestion); this.question.focus(); return; }
    this.question.value = "";
    this.ask(question, this.addTurn(question));
  };

  Panel.prototype.newConversation = function () {
    this.conversationId = null;
    this.epoch += 1;
    this.thread.textContent = "";
    if (this.examples) this.examples.hidden = false;
    this.say(T.newConversationStarted);
    this.question.focus();
  };

  Panel.prototype.addTurn = function (question) {
    this.turns += 1;
    if (this.examples) this.examples.hidden = true;
    var turnId = this.id + "-t" + this.turns;
    // The reply is a live region (read out once `aria-busy` clears); the feedback controls sit
    // beside it, outside, so choosing a vote is not announced as a new reply.
    var response = el("div", { className: "dalil-response", id: turnId + "-response", "aria-live": "polite", "aria-busy": "true" });
    var feedbackSlot = el("div", { className: "dalil-feedback-slot" });
    var item = el(
      "li",
      { className: "dalil-turn", id: turnId },
      el("p", { className: "dalil-question dalil-text", dir: "auto" }, el("span", { className: "dalil-sr", text: T.youAsked + " " }), question),
      el("div", { className: "dalil-reply" }, el("span", { className: "dalil-sr", text: T.dalilSaid }), response, feedbackSlot)
    );
    this.thread.appendChild(item);
    return { id: turnId, question: question, element: item, response: response, feedbackSlot: feedbackSlot };
  };

  Panel.prototype.setBusy = function (busy) {
    this.busy = busy;
    this.submit.disabled = busy;
    this.form.setAttribute("aria-busy", busy ? "true" : "false");
  };

  Panel.prototype.ask = function (question, turn) {
    var self = this;
    var epoch = this.epoch;
    var body = { question: question };
    if (this.conversationId) { body.conversation_id = this.conversationId; body.new_conversation = false; }
    else body.new_conversation = true;
    turn.body = body;
    this.setBusy(true);
    this.clear(turn);
    turn.response.setAttribute("aria-busy", "true");
    turn.response.appendChild(el("p", { className: "dalil-progress", text: T.searching }));
    this.say(T.searching);
    var draft = null;
    function onEvent(name, data) {
      if (name === "research") {
        var text = data.draft > 1 ? T.redraft(data.draft) : data.found ? T.found(data.evidence) : T.nothingFound;
        turn.response.querySelector(".dalil-progress").textContent = text;
        self.say(text);
      } else if (name === "token") {
        if (!draft) {
          draft = el("p", { className: "dalil-answer dalil-text dalil-answer--streaming" });
          turn.response.appendChild(draft);
          draft.textContent = "";
        }
        draft.textContent += data.text || "";
      }
    }
    return this.api
      .post("/ask", body, onEvent)
      .then(function (result) {
        var data = result.data || {};
        if (data.conversation_id && epoch === self.epoch) self.conversationId = data.conversation_id;
        self.render(turn, data, result.status);
      })
      .catch(function (error) {
        if (error.body && error.body.state) { // 502/503/504 carry a safe §4 state
          self.render(turn, error.body, error.status);
        } else {
          self.renderError(turn, error);
        }
      })
      .then(function () {
        turn.response.setAttribute("aria-busy", "false");
        self.setBusy(false);
      });
  };

  Panel.prototype.clear = function (turn) {
    if (turn.countdown) { clearInterval(turn.countdown); turn.countdown = null; }
    turn.response.textContent = "";
    turn.response.className = "dalil-response";
    turn.response.removeAttribute("data-state");
    turn.response.removeAttribute("data-error");
    turn.feedbackSlot.textContent = "";
  };

  Panel.prototype.render = function (turn, data, status) {
    this.clear(turn);
    var state = data.state;
    turn.response.classList.add("dalil-response--" + state);
    turn.response.setAttribute("data-state", state);
    // The question as Dalil read it (Franco-Arabic transliterated, colloquial words in the corpus's register).
    if (data.searched_question) {
      turn.response.appendChild(el("p", { className: "dalil-searched" }, T.searchedFor,
        el("bdi", { className: "dalil-searched__text", dir: "rtl", text: String(data.searched_question) })));
    }
    if (state === "answer") this.renderAnswer(turn, data);
    else if (state === "sources") this.renderSources(turn, data);
    else if (state === "quota") this.renderQuota(turn, data);
    else this.renderSearch(turn, data, status);
    if (data.clarify && state !== "answer") turn.response.appendChild(this.clarify(turn, data.clarify));
    if (data.message_id) turn.feedbackSlot.appendChild(this.feedback(turn, data.message_id));
    this.say(state === "answer" ? T.answerReady : ({ sources: T.sourcesState, quota: T.quotaState }[state] || T.searchState));
  };

  Panel.prototype.renderAnswer = function (turn, data) {
    var cards = this.cardsFor(turn, data);
    var paragraph = el("p", { className: "dalil-answer dalil-text" });
    var text = String(data.answer || "");
    var last = 0;
    var match;
    MARKER.lastIndex = 0;
    while ((match = MARKER.exec(text)) !== null) {
      paragraph.appendChild(document.createTextNode(text.slice(last, match.index)));
      paragraph.appendChild(this.marker(match[1], cards.byEvidence[match[1]]));
      last = match.index + match[0].length;
    }
    paragraph.appendChild(document.createTextNode(text.slice(last)));
    turn.response.appendChild(paragraph);
    if (cards.list) turn.response.appendChild(cards.list);
  };

  Panel.prototype.marker = function (evidenceId, card) {
    var n = evidenceNumber(evidenceId);
    if (!card) return el("span", { className: "dalil-marker dalil-marker--orphan", text: "[" + num(n) + "]" });
    var title = card.getAttribute("data-title");
    var link = el("a", {
      className: "dalil-marker", href: "#" + card.id, "data-evidence": evidenceId, "aria-label": T.marker(n, title),
    }, "[" + num(n) + "]");
    link.addEventListener("click", function (event) {
      event.preventDefault();
      card.focus({ preventScroll: true });
      var smooth = !(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
      card.scrollIntoView({ block: "nearest", behavior: smooth ? "smooth" : "auto" });
      card.classList.remove("dalil-card--flash");
      void card.offsetWidth; // restart the highlight
      card.classList.add("dalil-card--flash");
    });
    return link;
  };

  /* Cards for the server's `sources`, numbered by the evidence id that cites each one. */
  Panel.prototype.cardsFor = function (turn, data, numbered) {
    var sources = Array.isArray(data.sources) ? data.sources : [];
    var byChunk = {};
    (Array.isArray(data.citations) ? data.citations : []).forEach(function (citation) {
      if (!byChunk[citation.chunk_id]) byChunk[citation.chunk_id] = citation.id;
    });
    var byEvidence = {};
    if (!sources.length) return { list: null, byEvidence: byEvidence };
    var headingId = turn.id + "-sources";
    var list = el("ol", { className: "dalil-cards", "aria-labelledby": headingId });
    var self = this;
    sources.forEach(function (source, index) {
      var evidenceId = byChunk[source.chunk_id] || null;
      var card = self.card(turn, source, evidenceId, numbered === false ? null : evidenceId ? evidenceNumber(evidenceId) : index + 1);
      if (evidenceId) byEvidence[evidenceId] = card;
      list.appendChild(el("li", { className: "dalil-cards__item" }, card));
    });
    var wrapper = el("div", { className: "dalil-sources" }, el("h3", { id: headingId, className: "dalil-cards-title", text: T.sourcesTitle }), list);
    return { list: wrapper, byEvidence: byEvidence };
  };

  Panel.prototype.card = function (turn, source, evidenceId, number) {
    var cardId = turn.id + "-card-" + (evidenceId || String(source.chunk_id).replace(/[^A-Za-z0-9_-]/g, "_"));
    var titleId = cardId + "-title";
    var url = safeUrl(source.url);
    var title = String(source.title || source.doc_id || "");
    var titleNode = url
      ? el("a", { href: url, target: "_blank", rel: "noopener noreferrer", id: titleId },
          title, el("span", { className: "dalil-sr", text: " " + T.newTab }))
      : el("span", { id: titleId }, title);
    var library = LIBRARIES[source.library] || String(source.library || "");
    var day = dayOf(source.coptic_day);
    return el(
      "article",
      { className: "dalil-card", part: "card", id: cardId, tabindex: "-1", "aria-labelledby": titleId, "data-chunk": source.chunk_id, "data-title": title, "data-evidence": evidenceId },
      el(
        "header",
        { className: "dalil-card__head" },
        number ? el("span", { className: "dalil-card__number", "aria-hidden": "true", text: num(number) }) : null,
        el("h4", { className: "dalil-card__title", part: "card-title", dir: "auto" }, titleNode)
      ),
      el("p", { className: "dalil-card__meta" },
        el("span", { className: "dalil-card__library", text: library }),
        day ? el("span", { className: "dalil-card__day", text: day }) : null,
        url ? el("span", { className: "dalil-card__host", dir: "ltr", text: hostOf(url) }) : null),
      source.excerpt ? el("blockquote", { className: "dalil-card__excerpt dalil-text", dir: "auto", text: String(source.excerpt) }) : null,
      el("p", { className: "dalil-card__actions" },
        source.doc_id ? this.readerButton(cardId, source, title) : null,
        url ? el("a", { className: "dalil-card__link", href: url, target: "_blank", rel: "noopener noreferrer" },
          T.openSource, el("span", { className: "dalil-sr", text: ": " + title + " " + T.newTab })) : null),
      el("section", { className: "dalil-reader", id: cardId + "-reader", "aria-label": T.wholeLabel(title), hidden: true })
    );
  };

  /* Every card opens its whole record in place (a disclosure: the button says whether it is open).
     A record without a public page (liturgy: `dalil://` ids) is read only here. */
  Panel.prototype.readerButton = function (cardId, source, title) {
    var self = this;
    var button = el("button", {
      type: "button", className: "dalil-button dalil-reader__toggle",
      "aria-expanded": "false", "aria-controls": cardId + "-reader",
    }, T.readWhole, el("span", { className: "dalil-sr", text: ": " + title }));
    button.addEventListener("click", function () { self.toggleReader(button, source); });
    return button;
  };

  Panel.prototype.toggleReader = function (button, source) {
    var region = this.root.querySelector("#" + button.getAttribute("aria-controls"));
    if (!region) return;
    var open = button.getAttribute("aria-expanded") === "true";
    button.setAttribute("aria-expanded", open ? "false" : "true");
    button.firstChild.textContent = open ? T.readWhole : T.hideWhole;
    region.hidden = open;
    if (open || region.getAttribute("data-loaded") === "true") return;
    region.textContent = "";
    region.setAttribute("aria-busy", "true");
    region.appendChild(this.notice(T.wholeOpening));
    var self = this;
    this.api.source(source.doc_id).then(
      function (record) {
        region.textContent = "";
        region.appendChild(self.passage(record, source.chunk_id));
        region.setAttribute("data-loaded", "true");
        region.setAttribute("aria-busy", "false");
      },
      function () {
        region.textContent = "";
        region.appendChild(self.notice(T.wholeFailed, "error"));
        region.setAttribute("aria-busy", "false");
      }
    );
  };

  /* The record's text with the card's own chunk marked (found by its text; no offsets needed). */
  Panel.prototype.passage = function (record, chunkId) {
    var text = String(record.text);
    var cited = (Array.isArray(record.chunks) ? record.chunks : []).filter(function (c) { return c.chunk_id === chunkId; })[0];
    var at = cited ? text.indexOf(String(cited.text)) : -1;
    // Focusable: a long record scrolls inside the card, and keyboard readers must be able to scroll it.
    var body = el("div", { className: "dalil-reader__text dalil-text", dir: "auto", tabindex: "0", "data-doc": record.doc_id });
    if (at < 0) {
      body.textContent = text;
    } else {
      var end = at + String(cited.text).length;
      body.appendChild(document.createTextNode(text.slice(0, at)));
      body.appendChild(el("mark", { className: "dalil-reader__cited", title: T.citedPart }, text.slice(at, end)));
      body.appendChild(document.createTextNode(text.slice(end)));
    }
    return body;
  };

  Panel.prototype.notice = function (text, kind) {
    return el("p", { className: "dalil-notice" + (kind ? " dalil-notice--" + kind : ""), text: text });
  };

  Panel.prototype.renderSources = function (turn, data) {
    turn.response.appendChild(this.notice(T.sourcesNotice, "sources"));
    var cards = this.cardsFor(turn, data);
    if (cards.list) turn.response.appendChild(cards.list);
    this.searchLink(turn, data); // the passages may not be enough: the site's search is one click away
  };

  Panel.prototype.searchLink = function (turn, data) {
    var url = safeUrl(data.search_url);
    if (!url) return;
    turn.response.appendChild(
      el("p", { className: "dalil-search" },
        el("a", { className: "dalil-search-link", href: url, target: "_blank", rel: "noopener noreferrer" },
          T.searchLink(shortened(turn.question, 80)), el("span", { className: "dalil-sr", text: " " + T.newTab })))
    );
  };

  Panel.prototype.renderSearch = function (turn, data, status) {
    var failed = status >= 500;
    // A draft the review rejected had evidence: say so, rather than "nothing was found".
    var rejected = String(data.reason || "").indexOf("critic_rejected") === 0;
    var unread = String(data.reason || "").indexOf("language_unsupported") === 0;
    if (failed) turn.response.appendChild(this.notice(T.workflowFailed, "error"));
    else if (unread) turn.response.appendChild(this.notice(T.languageNotice, "language"));
    else if (rejected) turn.response.appendChild(this.notice(T.reviewFailed, "review"));
    // A decline the reader's choice resolves says so in its own prompt (this.clarify), not "nothing found".
    else if (!hasChoices(data.clarify)) turn.response.appendChild(this.notice(T.searchNotice, "search"));
    this.searchLink(turn, data);
    if (failed) turn.response.appendChild(this.retryButton(turn));
  };

  /* The server's `clarify`: its prompt, and one button per option that asks the option's question
     as a new turn of the same conversation. Server text is inserted as text. */
  Panel.prototype.clarify = function (turn, clarify) {
    var self = this;
    // The prompt is "Arabic / English"; the panel is Arabic.
    var prompt = String(clarify.prompt || "").split(" / ")[0];
    var box = el("div", { className: "dalil-clarify", "data-kind": String(clarify.kind || "") },
      el("p", { className: "dalil-notice dalil-notice--clarify", text: prompt }));
    if (!hasChoices(clarify)) return box;
    var groupLabel = turn.id + "-clarify";
    var group = el("div", { className: "dalil-choices", role: "group", "aria-labelledby": groupLabel },
      el("span", { className: "dalil-sr", id: groupLabel, text: T.clarifyChoices }));
    clarify.options.forEach(function (option) {
      var question = String(option.question || "");
      var label = String(option.label || question);
      if (!question) return;
      var button = el("button", { type: "button", className: "dalil-button dalil-choice", dir: "auto", "aria-label": T.clarifyAsk(label), "data-question": question }, label);
      button.addEventListener("click", function () {
        if (self.busy) return;
        self.ask(question, self.addTurn(question));
      });
      group.appendChild(button);
    });
    box.appendChild(group);
    return box;
  };

  Panel.prototype.renderQuota = function (turn, data) {
    turn.response.appendChild(this.notice(T.quotaNotice, "quota"));
    var wait = el("p", { className: "dalil-wait", "aria-live": "off" }); // read once with the reply, not every second
    turn.response.appendChild(wait);
    var seconds = Number(data.retry_after_s);
    if (seconds > 0) {
      var until = Date.now() + seconds * 1000;
      wait.setAttribute("data-retry-after", String(seconds));
      wait.textContent = T.quotaWait(seconds);
      turn.countdown = setInterval(function () {
        var left = Math.ceil((until - Date.now()) / 1000);
        wait.textContent = left > 0 ? T.quotaWait(left) : T.quotaNow;
        if (left <= 0) { clearInterval(turn.countdown); turn.countdown = null; }
      }, 1000);
    } else {
      wait.textContent = T.quotaSoon;
    }
    turn.response.appendChild(this.retryButton(turn));
    var cards = this.cardsFor(turn, data);
    if (cards.list) {
      turn.response.appendChild(this.notice(T.quotaSources, "sources"));
      turn.response.appendChild(cards.list);
    }
  };

  Panel.prototype.renderError = function (turn, error) {
    this.clear(turn);
    turn.response.classList.add("dalil-response--error");
    turn.response.setAttribute("data-state", "error");
    var body = error.body || {};
    var retryable = true;
    var restart = false;
    var message;
    if (error.kind === "timeout") message = T.timeout;
    else if (error.kind === "network") message = T.network;
    else if (error.kind === "cut") message = T.cut;
    else if (error.status === 404 && turn.body && turn.body.conversation_id) { message = T.expired; restart = true; retryable = false; }
    else if (error.status === 413) { message = T.tooLong; retryable = false; }
    else if (error.status === 422) { message = T.invalidQuestion; retryable = false; }
    else if (error.status === 429) message = T.throttled;
    else if (error.status === 504) message = T.timeout;
    else if (error.status >= 400 && error.status < 500) { message = T.badRequest; retryable = false; }
    else message = T.serverError;
    turn.response.setAttribute("data-error", error.kind === "http" ? String(error.status) : error.kind);
    turn.response.appendChild(this.notice(message, "error"));
    if (body.message) {
      turn.response.appendChild(
        el("details", { className: "dalil-details" }, el("summary", { text: T.details }), el("p", { dir: "auto", text: String(body.message) }))
      );
    }
    if (retryable) turn.response.appendChild(this.retryButton(turn));
    if (restart) turn.response.appendChild(this.restartButton(turn));
    if (!retryable && !restart) this.question.value = this.question.value || turn.question;
    this.say(message);
  };

  Panel.prototype.retryButton = function (turn) {
    var self = this;
    var button = el("button", { type: "button", className: "dalil-button dalil-retry", text: T.retry });
    button.addEventListener("click", function () { if (!self.busy) self.ask(turn.question, turn); });
    return el("p", { className: "dalil-retry-row" }, button);
  };

  Panel.prototype.restartButton = function (turn) {
    var self = this;
    var button = el("button", { type: "button", className: "dalil-button dalil-restart", text: T.restart });
    button.addEventListener("click", function () {
      if (self.busy) return;
      self.conversationId = null;
      self.ask(turn.question, turn);
    });
    return el("p", { className: "dalil-retry-row" }, button);
  };

  // --- feedback ----------------------------------------------------------------------------------

  Panel.prototype.feedback = function (turn, messageId) {
    var self = this;
    var fid = turn.id + "-feedback";
    var votes = {};
    var chosen = null;
    var select = el("select", { id: fid + "-category", className: "dalil-select", name: "category" });
    var comment = el("textarea", { id: fid + "-comment", className: "dalil-comment", name: "comment", rows: 2, maxlength: 500, dir: "auto" });
    var send = el("button", { type: "submit", className: "dalil-button dalil-button--primary", text: T.send });
    var ack = el("p", { className: "dalil-feedback__ack", role: "status", "aria-live": "polite", tabindex: "-1" });
    var form = el(
      "form",
      { className: "dalil-feedback__form", hidden: true },
      el("label", { for: select.id, className: "dalil-label", text: T.categoryLabel }),
      select,
      el("label", { for: comment.id, className: "dalil-label", text: T.commentLabel }),
      comment,
      el("p", { className: "dalil-actions" }, send)
    );
    var group = el("div", { className: "dalil-feedback", role: "group", "aria-labelledby": fid + "-label" },
      el("p", { id: fid + "-label", className: "dalil-feedback__question", text: T.feedbackAsk }));
    var buttons = el("p", { className: "dalil-feedback__votes" });
    ["up", "down"].forEach(function (vote) {
      var button = el("button", { type: "button", className: "dalil-button dalil-vote dalil-vote--" + vote, "aria-pressed": "false", "data-vote": vote },
        thumb(vote), " ", vote === "up" ? T.up : T.down);
      button.addEventListener("click", function () {
        chosen = vote;
        Object.keys(votes).forEach(function (key) { votes[key].setAttribute("aria-pressed", key === vote ? "true" : "false"); });
        select.textContent = "";
        CATEGORIES[vote].forEach(function (pair) { select.appendChild(el("option", { value: pair[0], text: pair[1] })); });
        form.hidden = false;
        select.focus();
      });
      votes[vote] = button;
      buttons.appendChild(button);
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (!chosen) return;
      send.disabled = true;
      ack.textContent = T.sending;
      var body = { message_id: messageId, vote: chosen, category: select.value };
      if (comment.value.trim()) body.comment = comment.value.trim();
      self.api
        .post("/feedback", body, null, 15000)
        .then(function () {
          var label = select.options[select.selectedIndex].textContent;
          form.remove();
          Object.keys(votes).forEach(function (key) { votes[key].disabled = true; });
          group.setAttribute("data-sent", chosen);
          ack.textContent = T.thanks(label);
          ack.focus(); // the form that had focus is gone: keep the reader's place
        })
        .catch(function () {
          send.disabled = false;
          ack.textContent = T.feedbackFailed;
        });
    });
    group.appendChild(buttons);
    group.appendChild(form);
    group.appendChild(ack);
    return group;
  };

  // --- mounting ----------------------------------------------------------------------------------

  /* Precedence: mount() options, then the element's data-* attributes, then the page-wide config
     (window.DalilAskConfig: the deployed dalil-config.js, written by the CDK app with the API's URL),
     then the defaults. An explicit data-api-base="" (the API on this page's origin) beats the config. */
  function optionsOf(element, given) {
    var data = element.dataset || {};
    var options = given || {};
    var page = window.DalilAskConfig && typeof window.DalilAskConfig === "object" ? window.DalilAskConfig : {};
    function pick(name) {
      if (options[name] !== undefined && options[name] !== null) return options[name];
      if (data[name] !== undefined) return data[name];
      return page[name];
    }
    var apiBase = pick("apiBase");
    return {
      apiBase: typeof apiBase === "string" ? apiBase : "",
      stream: pick("stream") || "auto",
      timeoutMs: Number(pick("timeoutMs")) || 30000,
      title: pick("title") || "",
      scope: pick("scope") || "",
      stylesheet: pick("stylesheet") || "",
      examples: examplesOf(pick("examples")),
    };
  }

  function examplesOf(value) {
    var list = value;
    if (typeof value === "string") {
      try { list = JSON.parse(value); } catch (error) { list = []; }
    }
    if (!Array.isArray(list)) return [];
    return list.map(function (item) { return String(item).trim(); }).filter(function (item) { return item.length > 0; }).slice(0, 8);
  }

  /* Page-wide string overrides: only known entries, and only with a value of the same kind (text
     for text, a function for the entries that format a number), so a typo cannot break a state. */
  function applyStrings(strings) {
    if (!strings || typeof strings !== "object") return;
    Object.keys(strings).forEach(function (key) {
      if (key === "libraries" && strings.libraries && typeof strings.libraries === "object") {
        Object.keys(strings.libraries).forEach(function (name) {
          if (typeof strings.libraries[name] === "string") LIBRARIES[name] = strings.libraries[name];
        });
      } else if (Object.prototype.hasOwnProperty.call(T, key) && typeof strings[key] === typeof T[key]) {
        T[key] = strings[key];
      }
    });
  }

  function mount(element, options) {
    if (element.dalilPanel) return element.dalilPanel;
    applyStrings(options && options.strings);
    element.dalilPanel = new Panel(element, optionsOf(element, options));
    return element.dalilPanel;
  }

  function mountAll() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-dalil-ask]"), function (element) { mount(element); });
  }

  window.DalilAsk = { mount: mount, version: "1.1.0", strings: T, libraries: LIBRARIES };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
  else mountAll();
})();
