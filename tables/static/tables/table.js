/* A live table (templates/clubsite/table.html): the state the server sends this seat over
 * the table's websocket, drawn; the moves the server offers, as buttons. The server decides
 * what is legal and checks every move again; this page only offers what it was sent.
 * No inline script or style (the site's Content-Security-Policy): classes only. */
(function () {
  "use strict";
  var root = document.getElementById("table");
  var scheme = window.location.protocol === "https:" ? "wss://" : "ws://";
  var seatList = document.querySelector("ol.seat-list");
  if (!root && seatList) { waitingRoom(seatList); return; }
  if (!root) { return; }
  var url = scheme + window.location.host + root.getAttribute("data-socket");
  var matchBase = root.getAttribute("data-match-base");
  var SUITS = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
  var PHASES = { bid: "bidding", pass: "passing cards", auction: "the auction", nest: "the nest",
    trump: "naming trump", play: "the play", done: "scoring" };
  var socket = null, state = null, retry = 500, picked = [];
  var statusLine = document.getElementById("table-status");
  var errorLine = make("p", "table-error", "");
  errorLine.setAttribute("role", "alert");
  var board = make("div", "board", "");
  root.appendChild(errorLine);
  root.appendChild(board);

  function make(tag, cls, text) {
    var el = document.createElement(tag);
    if (cls) { el.className = cls; }
    if (text) { el.textContent = text; }
    return el;
  }

  function suitOf(card) {
    if (card === "BJ" || card === "LJ" || card === "ROOK") { return "J"; }
    return card.slice(-1);
  }

  function cardLabel(card) {
    var suit = suitOf(card);
    if (suit === "J") { return card === "ROOK" ? "Rook" : (card === "BJ" ? "Big \u2605" : "Little \u2605"); }
    return card.slice(0, -1) + (SUITS[suit] || suit);
  }

  function cardEl(card, tag) {
    var el = make(tag || "span", "card suit-" + suitOf(card), cardLabel(card));
    el.setAttribute("data-card", card);
    el.setAttribute("aria-label", card);
    return el;
  }

  function moveLabel(move) {
    return move.replace(/^trump (.)$/, function (m, s) { return "trump " + (SUITS[s] || s); });
  }

  function send(move) {
    errorLine.textContent = "";
    if (socket && socket.readyState === 1) {
      socket.send(JSON.stringify({ type: "act", action: move }));
    }
  }

  /* Talk (talk.js) speaks over this socket and hears what it is sent. */
  window.houseTable = {
    send: function (message) {
      errorLine.textContent = "";
      if (socket && socket.readyState === 1) { socket.send(JSON.stringify(message)); }
    },
    open: function () { return !!socket && socket.readyState === 1; },
    state: function () { return state; }
  };

  function name(number) {
    var seat = state.seats[number - 1];
    var who = seat ? seat.player : "seat " + number;
    return String(number) === root.getAttribute("data-seat") ? who + " (you)" : who;
  }

  function drawStatus() {
    var text, mine = false;
    if (state.status === "finished" || state.status === "aborted") {
      text = state.status === "finished" ? "The match is over." : "The table was closed: " + state.end_reason;
      if (state.result && state.result.winners) { text += " Won by side " + state.result.winners.join(" and ") + "."; }
    } else if (state.to_act) {
      mine = state.to_act === state.seat;
      text = "Hand " + state.hand_number + ", " + (PHASES[state.phase] || state.phase) + ": " +
        (mine ? "your turn" : name(state.to_act) + " to play");
      if (state.deadline) {
        var left = Math.max(0, Math.round(state.deadline - Date.now() / 1000));
        text += " (" + left + " s left)";
      }
    } else if ((state.review || []).length) {
      /* The last card is played; a renege may still be called until every player lets the
       * hand be scored (or the time to call runs out). */
      mine = state.review.indexOf(state.seat) >= 0;
      text = "Hand " + state.hand_number + " is played: " +
        (mine ? "call a renege, or press Next hand" : "waiting for " + state.review.map(name).join(", ") + " to press Next hand");
    } else {
      text = "Waiting\u2026";
    }
    statusLine.textContent = text;
    statusLine.className = "table-status" + (mine ? " mine" : "");
  }

  function drawScores() {
    var table = make("table", "scores", "");
    var head = make("tr", "", "");
    ["Side", "Players", "Score", "Bags"].forEach(function (h) { head.appendChild(make("th", "", h)); });
    table.appendChild(head);
    state.sides.forEach(function (seats, index) {
      var row = make("tr", "", "");
      row.appendChild(make("td", "", String(index + 1)));
      row.appendChild(make("td", "", seats.map(name).join(", ")));
      row.appendChild(make("td", "", String(state.standing.scores[index])));
      row.appendChild(make("td", "", String((state.standing.bags || [])[index] || 0)));
      table.appendChild(row);
    });
    return table;
  }

  function drawSeats() {
    var box = make("div", "seats", "");
    state.seats.forEach(function (seat) {
      var n = seat.number;
      var cls = "seat" + (state.to_act === n ? " to-act" : "") + (state.seat === n ? " me" : "");
      var el = make("div", cls, "");
      el.setAttribute("data-seat", String(n));
      el.appendChild(make("span", "name", name(n)));
      var bid = state.bids ? state.bids[n - 1] : null;
      var facts = "bid " + (bid === null || bid === undefined ? "\u2013" : bid) +
        " \u00b7 tricks " + (state.tricks_taken ? state.tricks_taken[n - 1] : 0);
      if (state.extra && state.extra.dealer === n - 1) { facts += " \u00b7 deals"; }
      if (state.extra && state.extra.declarer === n - 1) { facts += " \u00b7 declarer"; }
      el.appendChild(make("span", "facts", facts));
      box.appendChild(el);
    });
    return box;
  }

  function drawTrick(plays, cls) {
    var box = make("div", cls, "");
    (plays || []).forEach(function (play) {
      var el = make("div", "play", "");
      el.appendChild(cardEl(play.card));
      el.appendChild(make("span", "", name(play.seat)));
      box.appendChild(el);
    });
    if (!plays || !plays.length) { box.appendChild(make("span", "quiet", "No card played yet.")); }
    return box;
  }

  function drawHand() {
    var box = make("div", "hand", "");
    box.id = "hand";
    if (state.hand === null) {
      box.appendChild(make("span", "quiet", state.seat ? "You have not looked at your cards." : "You are watching."));
      return box;
    }
    var legal = state.legal || [];
    var choosing = state.choose_cards;
    state.hand.forEach(function (card) {
      var button = cardEl(card, "button");
      button.type = "button";
      var playable = legal.indexOf(card) >= 0;
      if (choosing) {
        button.disabled = false;
        if (picked.indexOf(card) >= 0) { button.className += " picked"; }
        button.addEventListener("click", function () { togglePick(card); });
      } else {
        button.disabled = !playable;
        if (playable) { button.addEventListener("click", function () { send(card); }); }
      }
      box.appendChild(button);
    });
    return box;
  }

  function togglePick(card) {
    var at = picked.indexOf(card);
    if (at >= 0) { picked.splice(at, 1); } else if (picked.length < state.choose_cards.count) { picked.push(card); }
    draw();
  }

  function drawMoves() {
    var box = make("div", "moves", "");
    box.id = "moves";
    var legal = state.legal || [];
    var hand = state.hand || [];
    if (state.choose_cards) {
      var verb = state.choose_cards.verb, count = state.choose_cards.count;
      var go = make("button", "", (verb === "pass" ? "Pass " : "Discard ") + picked.length + " of " + count);
      go.type = "button";
      go.disabled = picked.length !== count;
      go.addEventListener("click", function () { send(verb + " " + picked.join(" ")); });
      box.appendChild(go);
      return box;
    }
    legal.forEach(function (move) {
      if (hand.indexOf(move) >= 0 || move === "score") { return; }  /* Next hand: talk.js */
      var button = make("button", "", moveLabel(move));
      button.type = "button";
      button.setAttribute("data-move", move);
      button.addEventListener("click", function () { send(move); });
      box.appendChild(button);
    });
    return box;
  }

  /* Under rules where an illegal card stands until called: the calls this seat may make now
   * ("seat 3 in trick 2"), one at a time; the server's engine judges each. */
  function drawClaims() {
    var box = make("details", "claims", "");
    box.appendChild(make("summary", "", "Call a renege"));
    var choice = make("select", "", "");
    choice.setAttribute("aria-label", "Whose renege, in which trick");
    state.claims.forEach(function (claim) {
      var words = claim.split(" ");
      var option = make("option", "", name(Number(words[2])) + " in trick " + words[3]);
      option.value = claim;
      choice.appendChild(option);
    });
    var go = make("button", "", "Call it");
    go.type = "button";
    go.addEventListener("click", function () { send(choice.value); });
    box.appendChild(choice);
    box.appendChild(go);
    return box;
  }

  function section(title, body) {
    var el = make("section", "", "");
    el.appendChild(make("h2", "", title));
    el.appendChild(body);
    return el;
  }

  function drawLastHand() {
    var last = state.last_hand;
    var el = make("details", "", "");
    el.appendChild(make("summary", "", "Hand " + last.number + " scored"));
    var text = "Bids " + (last.bids || []).map(function (b) { return b === null ? "\u2013" : b; }).join(", ") +
      "; tricks " + (last.tricks_taken || []).join(", ") + "; scores after it " +
      last.standing.scores.join(", ") + ".";
    el.appendChild(make("p", "", last.thrown_in ? "Thrown in." : text));
    return el;
  }

  function draw() {
    if (!state) { return; }
    drawStatus();
    board.textContent = "";
    if (!state.seats || state.phase === undefined) { return; }
    board.appendChild(drawScores());
    board.appendChild(drawSeats());
    board.appendChild(section("Trick", drawTrick(state.trick, "trick")));
    if (state.seat) {
      board.appendChild(section("Your hand", drawHand()));
      if ((state.legal || []).length) { board.appendChild(drawMoves()); }
      if ((state.claims || []).length) { board.appendChild(drawClaims()); }
    }
    if (state.last_trick) {
      var winner = state.last_trick.winner ? " (won by " + name(state.last_trick.winner) + ")" : "";
      board.appendChild(section("Last trick" + winner, drawTrick(state.last_trick.plays, "last-trick")));
    }
    if (state.last_hand) { board.appendChild(drawLastHand()); }
    if (state.match) {
      var link = make("a", "", "The match, verified by replay");
      link.href = matchBase + state.match + "/";
      var p = make("p", "", "");
      p.appendChild(link);
      board.appendChild(p);
    }
    root.setAttribute("data-sequence", String(state.sequence || 0));
    root.setAttribute("data-status", state.status);
  }

  function connect() {
    socket = new WebSocket(url);
    socket.addEventListener("open", function () {
      retry = 500;
      document.dispatchEvent(new CustomEvent("table:open"));
    });
    socket.addEventListener("message", function (event) {
      var message = JSON.parse(event.data);
      document.dispatchEvent(new CustomEvent("table:message", { detail: message }));
      if (message.type === "state") {
        var changed = !state || state.sequence !== message.sequence;
        state = message;
        if (changed) { picked = []; }
        draw();
      } else if (message.type === "error") {
        errorLine.textContent = message.message;
      }
    });
    socket.addEventListener("close", function (event) {
      if (event.code === 4403) { statusLine.textContent = "You may not watch this table."; return; }
      statusLine.textContent = "Connection lost; reconnecting\u2026";
      window.setTimeout(connect, retry);
      retry = Math.min(retry * 2, 10000);
    });
  }

  window.setInterval(function () {
    if (socket && socket.readyState === 1) { socket.send(JSON.stringify({ type: "ping" })); }
  }, 20000);
  window.setInterval(function () { if (state && state.deadline) { drawStatus(); } }, 1000);
  connect();

  /* While the table waits for players: the seats, kept up to date over the table's socket
   * (a seat taken shows at once to everyone on the page); the game's page once it starts. */
  function waitingRoom(list) {
    var found = /\/tables\/([0-9a-f-]{36})\//.exec(window.location.pathname);
    if (!found) { return; }
    var address = scheme + window.location.host + "/ws/tables/" + found[1] + "/";
    var delay = 500, socket = null;
    var refusal = document.createElement("p");
    refusal.className = "table-error";
    refusal.setAttribute("role", "alert");
    list.parentNode.insertBefore(refusal, list.nextSibling);
    // "Sit here" goes over the socket when it is open (the server that holds the table's
    // sockets seats the player and tells every page at once), else as the form it is.
    Array.prototype.forEach.call(list.querySelectorAll("form"), function (form) {
      form.addEventListener("submit", function (event) {
        if (!socket || socket.readyState !== 1) { return; }
        event.preventDefault();
        socket.send(JSON.stringify({ type: "sit", seat: Number(form.elements.seat.value),
          invite: form.elements.invite.value }));
      });
    });
    function open() {
      var waiting = socket = new WebSocket(address);
      waiting.addEventListener("open", function () { delay = 500; list.setAttribute("data-live", "on"); });
      waiting.addEventListener("message", function (event) {
        var message = JSON.parse(event.data);
        if (message.type === "seated") { window.location.reload(); return; }
        if (message.type === "error") { refusal.textContent = message.message; return; }
        if (message.type !== "state") { return; }
        if (message.status !== "waiting") { window.location.reload(); return; }
        message.seats.forEach(function (seat) {
          var item = list.children[seat.number - 1];
          if (!item || !seat.player || item.getAttribute("data-player") === seat.player) { return; }
          item.textContent = seat.bot ? "bot: " + seat.bot : seat.player;
          item.setAttribute("data-player", seat.player);
        });
      });
      waiting.addEventListener("close", function (event) {
        if (event.code === 4403) { return; }
        window.setTimeout(open, delay);
        delay = Math.min(delay * 2, 10000);
      });
    }
    open();
  }
})();
