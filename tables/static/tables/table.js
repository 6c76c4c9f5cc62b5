/* A live table (templates/clubsite/table.html): the state the server sends this seat over
 * the table's websocket, drawn; the moves the server offers, as buttons. The server decides
 * what is legal and checks every move again; this page only offers what it was sent.
 * No inline script or style (the site's Content-Security-Policy): classes only. */
(function () {
  "use strict";
  var root = document.getElementById("table");
  var scheme = window.location.protocol === "https:" ? "wss://" : "ws://";
  var seatList = document.querySelector("ol.seat-list");
  copyButton();
  if (!root && seatList) { waitingRoom(seatList); return; }
  if (!root) { return; }
  var url = scheme + window.location.host + root.getAttribute("data-socket");
  var matchBase = root.getAttribute("data-match-base");
  var SUITS = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
  var COLOURS = { B: "black", G: "green", R: "red", Y: "yellow" };
  var PHASES = { bid: "bidding", pass: "passing cards", auction: "the auction", nest: "the nest",
    trump: "naming trump", play: "the play", done: "scoring" };
  /* Where each seat sits, counted from the viewer's seat (at the bottom) in the direction
   * of play (to the left): the areas of the felt's 3x3 grid (table.css). */
  var SPOTS = { 2: ["b", "t"], 3: ["b", "l", "r"], 4: ["b", "l", "t", "r"],
    5: ["b", "l", "tl", "tr", "r"], 6: ["b", "l", "tl", "t", "tr", "r"] };
  var HOLD_MS = 1100, GATHER_MS = 350;
  var socket = null, state = null, retry = 500, picked = [];
  var held = null, heldKey = "", holdTimer = null;
  var statusLine = document.getElementById("table-status");
  var felt = document.getElementById("felt");
  var below = document.getElementById("table-below");
  var dockBody = document.getElementById("dock-body");
  var dock = document.getElementById("dock");
  var scores = document.getElementById("table-scores");
  var summary = document.getElementById("table-summary");
  var errorLine = make("p", "table-error", "");
  errorLine.setAttribute("role", "alert");
  dock.insertBefore(errorLine, dockBody);

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
    return move.replace(/^(trump|make) (.)\b/, function (m, verb, s) { return verb + " " + (SUITS[s] || s); });
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

  function seatOf(number) { return state.seats[number - 1] || { number: number, player: "seat " + number }; }

  function name(number) {
    var who = seatOf(number).player || "seat " + number;
    return number === state.seat ? who + " (you)" : who;
  }

  /* A side by its players: "alice & Bot (South)", or one player's name. */
  function sideName(index) {
    return (state.sides[index] || []).map(name).join(" & ");
  }

  function sideOf(number) {
    for (var i = 0; i < state.sides.length; i += 1) {
      if (state.sides[i].indexOf(number) >= 0) { return i; }
    }
    return -1;
  }

  function spotOf(number) {
    var count = state.seats.length;
    var me = state.seat || 1;
    var spots = SPOTS[count] || SPOTS[6];
    return spots[((number - me) % count + count) % count] || "t";
  }

  /* A match played to its end shows its result at once; the table is "finished", with the
   * link to its record, once the server has written that record. */
  function over() { return state.status === "finished" || state.status === "aborted" || !!state.result; }

  function winnersText() {
    var result = state.result || {};
    if (!result.winners || !result.winners.length) { return ""; }
    var names = result.winners.map(function (side) { return sideName(side - 1); });
    return names.join(" and ") + (names.length > 1 || (state.sides[result.winners[0] - 1] || []).length > 1 ? " win" : " wins");
  }

  function finalScores() {
    return state.sides.map(function (seats, index) {
      return sideName(index) + " " + state.standing.scores[index];
    }).join(", ");
  }

  function drawStatus() {
    var text, mine = false;
    if (over()) {
      text = state.status === "aborted" ? "The table was closed: " + state.end_reason : "The match is over.";
      var won = winnersText();
      if (won) { text += " " + won + ": " + finalScores() + "."; }
    } else if (state.to_act) {
      mine = state.to_act === state.seat;
      text = "Hand " + state.hand_number + ", " + (PHASES[state.phase] || state.phase) + ": " +
        (mine ? "your turn" : name(state.to_act) + " to play");
      if (mine && state.note) { text += ". " + state.note; }
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
    var columns = ["Side", "Score"];
    if (state.has_bags) { columns.push("Bags"); }
    columns.forEach(function (h) { head.appendChild(make("th", "", h)); });
    table.appendChild(head);
    state.sides.forEach(function (seats, index) {
      var row = make("tr", "", "");
      row.appendChild(make("td", "", sideName(index)));
      row.appendChild(make("td", "", String(state.standing.scores[index])));
      if (state.has_bags) { row.appendChild(make("td", "", String((state.standing.bags || [])[index] || 0))); }
      table.appendChild(row);
    });
    scores.textContent = "";
    scores.appendChild(table);
    var mine = sideOf(state.seat || 0);
    var figures = state.standing.scores.map(String);
    if (mine >= 0 && figures.length === 2) {
      figures = [String(state.standing.scores[mine]), String(state.standing.scores[1 - mine])];
      summary.textContent = "Hand " + state.hand_number + " \u00b7 us " + figures[0] + ", them " + figures[1];
    } else {
      summary.textContent = "Hand " + state.hand_number + " \u00b7 scores " + figures.join(" \u2013 ");
    }
  }

  function seatFacts(n) {
    var facts = [];
    if (state.has_bids) {
      var bid = state.bids ? state.bids[n - 1] : null;
      if (bid === "pass") { facts.push("passed"); } else if (bid !== null && bid !== undefined) { facts.push("bid " + bid); }
    }
    var tricks = state.tricks_taken ? state.tricks_taken[n - 1] : 0;
    facts.push(tricks + (tricks === 1 ? " trick" : " tricks"));
    if (state.points) { facts.push(state.points[n - 1] + " pts"); }
    return facts.join(" \u00b7 ");
  }

  function drawSeat(seat) {
    var n = seat.number;
    var el = make("section", "seat spot-" + spotOf(n) + (state.to_act === n ? " to-act" : "") +
      (state.seat === n ? " me" : ""), "");
    el.setAttribute("aria-label", seat.player || "seat " + n);
    el.setAttribute("data-seat", String(n));
    var top = make("div", "seat-top", "");
    top.appendChild(make("span", "name", name(n)));
    if (state.extra && state.extra.dealer === n - 1) {
      var dealer = make("span", "chip dealer", "D");
      dealer.title = "Dealer";
      dealer.setAttribute("aria-label", "dealer");
      top.appendChild(dealer);
    }
    el.appendChild(top);
    var tags = make("div", "seat-tags", "");
    tags.appendChild(make("span", "position", seat.position || "Seat " + n));
    var mySide = sideOf(state.seat || 0);
    if (state.seat && n !== state.seat && sideOf(n) === mySide && (state.sides[mySide] || []).length > 1) {
      tags.appendChild(make("span", "chip partner", "partner"));
    }
    if (state.leader && state.leader.seat === n) { tags.appendChild(make("span", "chip leader", state.leader.title)); }
    if (seat.bot) {
      var level = make("span", "chip level", seat.level || seat.bot);
      level.title = "A bot: " + (seat.level || seat.bot) + " (" + seat.bot + ")";
      tags.appendChild(level);
    }
    if (seat.presence) { tags.appendChild(make("span", "presence presence-" + seat.presence, seat.presence)); }
    el.appendChild(tags);
    el.appendChild(make("div", "seat-facts", seatFacts(n)));
    if (state.to_act === n) { el.appendChild(make("span", "turn", n === state.seat ? "your turn" : "to play")); }
    return el;
  }

  /* A completed trick stays on the felt (for every seat, spectators too) a moment before it
   * is gathered toward its winner: the state after the last card already holds the next
   * trick, so the finished one is drawn from `last_trick` until its time is up. */
  function noteFinishedTrick(previous) {
    var last = state.last_trick;
    if (!last || !previous) { return; }
    var key = JSON.stringify(last.plays);
    if (key === heldKey || key === JSON.stringify(previous.last_trick ? previous.last_trick.plays : null)) { return; }
    heldKey = key;
    held = { plays: last.plays, winner: last.winner, gathering: false };
    window.clearTimeout(holdTimer);
    holdTimer = window.setTimeout(function () {
      if (!held) { return; }
      held.gathering = true;
      draw();
      holdTimer = window.setTimeout(function () { held = null; draw(); }, GATHER_MS);
    }, HOLD_MS);
  }

  function drawTrick() {
    var box = make("section", "trick", "");
    box.id = "trick";
    box.setAttribute("aria-label", "Trick");
    var plays = held ? held.plays : state.trick;
    if (held) {
      box.className += " held" + (held.gathering && held.winner ? " gather-" + spotOf(held.winner) : "");
      box.setAttribute("data-held", "true");
    }
    (plays || []).forEach(function (play) {
      var el = make("div", "play from-" + spotOf(play.seat) + (held && held.winner === play.seat ? " winner" : ""), "");
      el.appendChild(cardEl(play.card));
      box.appendChild(el);
    });
    if (!plays || !plays.length) {
      var middle = make("div", "trick-note", "");
      var last = state.last_hand;
      if (over()) {
        middle.appendChild(make("strong", "", winnersText() || "The match is over"));
        state.sides.forEach(function (seats, index) {
          middle.appendChild(make("span", "line", sideName(index) + ": " + state.standing.scores[index]));
        });
      } else if (last && last.number === state.hand_number - 1 && (last.lines || []).length && noTrickYet()) {
        middle.appendChild(handLine(last));
      } else if (state.note && state.to_act === state.seat) {
        middle.appendChild(make("span", "", state.note));
      } else {
        middle.appendChild(make("span", "quiet", state.phase === "play" ? "No card played yet." : ""));
      }
      box.appendChild(middle);
    }
    return box;
  }

  function noTrickYet() {
    return (state.tricks_taken || []).every(function (t) { return !t; });
  }

  /* What each side scored in the hand and why, in one line. */
  function handLine(last) {
    var line = make("span", "hand-line", "");
    line.appendChild(make("strong", "", "Hand " + last.number + ": "));
    line.appendChild(document.createTextNode(last.lines.map(function (text, index) {
      return sideName(index) + " " + text;
    }).join(" \u00b7 ")));
    return line;
  }

  function drawFelt() {
    felt.textContent = "";
    felt.className = "felt seats-" + state.seats.length;
    state.seats.forEach(function (seat) { felt.appendChild(drawSeat(seat)); });
    felt.appendChild(drawTrick());
    var trump = state.extra && state.extra.trump;
    if (trump && trump.length === 1) {
      var named = make("div", "trump-named", "Trump ");
      named.appendChild(make("span", "suit-" + trump, SUITS[trump] || COLOURS[trump] || trump));
      felt.appendChild(named);
    }
    if (state.last_trick) {
      var box = make("details", "last-trick", "");
      var winner = state.last_trick.winner ? " (won by " + name(state.last_trick.winner) + ")" : "";
      box.appendChild(make("summary", "", "Last trick" + winner));
      var plays = make("div", "last-plays", "");
      state.last_trick.plays.forEach(function (play) {
        var el = make("div", "play", "");
        el.appendChild(cardEl(play.card));
        el.appendChild(make("span", "", name(play.seat)));
        plays.appendChild(el);
      });
      box.appendChild(plays);
      box.open = lastTrickOpen;
      box.addEventListener("toggle", function () { lastTrickOpen = box.open; });
      felt.appendChild(box);
    }
  }
  var lastTrickOpen = false;
  var claimsOpen = false;
  var claimChosen = "";

  function drawHand() {
    var box = make("section", "hand", "");
    box.id = "hand";
    box.setAttribute("aria-label", "Your hand");
    if (state.hand === null) {
      box.appendChild(make("span", "quiet", "You have not looked at your cards."));
      return box;
    }
    var legal = state.legal || [];
    var choosing = state.choose_cards;
    var mine = legal.length > 0;
    var marked = state.marked ? state.marked.cards : [];
    box.className += mine ? " my-turn" : "";
    state.hand.forEach(function (card) {
      var button = cardEl(card, "button");
      button.type = "button";
      var playable = legal.indexOf(card) >= 0;
      if (marked.indexOf(card) >= 0) {
        button.className += " marked";
        button.title = state.marked.label;
        button.setAttribute("aria-label", card + ", " + state.marked.label);
      }
      if (choosing) {
        button.disabled = false;
        button.className += " choosable";
        if (picked.indexOf(card) >= 0) { button.className += " picked"; }
        button.addEventListener("click", function () { togglePick(card); });
      } else {
        button.disabled = !playable;
        if (playable) {
          button.className += " legal";
          button.addEventListener("click", function () { send(card); });
        }
      }
      box.appendChild(button);
    });
    if (!state.hand.length) { box.appendChild(make("span", "quiet", "Every card of yours is played.")); }
    if (marked.length) { box.appendChild(make("span", "marked-key", "\u25cf " + state.marked.label)); }
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
    // Every state message redraws the dock: a call being made stays open, its choice kept.
    box.open = claimsOpen;
    box.addEventListener("toggle", function () { claimsOpen = box.open; });
    var choice = make("select", "", "");
    choice.setAttribute("aria-label", "Whose renege, in which trick");
    state.claims.forEach(function (claim) {
      var words = claim.split(" ");
      var option = make("option", "", name(Number(words[2])) + " in trick " + words[3]);
      option.value = claim;
      choice.appendChild(option);
    });
    if (state.claims.indexOf(claimChosen) >= 0) { choice.value = claimChosen; }
    choice.addEventListener("change", function () { claimChosen = choice.value; });
    var go = make("button", "", "Call it");
    go.type = "button";
    go.addEventListener("click", function () { claimsOpen = false; send(choice.value); });
    box.appendChild(choice);
    box.appendChild(go);
    return box;
  }

  function drawBelow() {
    below.textContent = "";
    var last = state.last_hand;
    if (last) {
      var p = make("p", "last-hand", "");
      if (last.thrown_in) {
        p.textContent = "Hand " + last.number + " was thrown in.";
      } else {
        p.appendChild(handLine(last));
      }
      below.appendChild(p);
    }
    if (state.match) {
      var link = make("a", "", "The match, verified by replay");
      link.href = matchBase + state.match + "/";
      var q = make("p", "", "");
      q.appendChild(link);
      below.appendChild(q);
    }
  }

  function draw() {
    if (!state) { return; }
    drawStatus();
    if (!state.seats || state.phase === undefined) { return; }
    drawScores();
    drawFelt();
    drawBelow();
    dockBody.textContent = "";
    if (state.seat) {
      if ((state.legal || []).length) { dockBody.appendChild(drawMoves()); }
      if ((state.claims || []).length) { dockBody.appendChild(drawClaims()); } else { claimsOpen = false; }
      dockBody.appendChild(drawHand());
    }
    root.className = "table" + (state.seat ? " seated" : " watching");
    // The docked hand must not cover the end of the page: leave its height free below.
    root.style.paddingBottom = state.seat ? (dock.offsetHeight + 8) + "px" : "";
    root.setAttribute("data-sequence", String(state.sequence || 0));
    root.setAttribute("data-status", state.status);
  }

  function connect() {
    socket = new WebSocket(url);
    socket.addEventListener("open", function () {
      retry = 500;
      sayVisibility();
      document.dispatchEvent(new CustomEvent("table:open"));
    });
    socket.addEventListener("message", function (event) {
      var message = JSON.parse(event.data);
      document.dispatchEvent(new CustomEvent("table:message", { detail: message }));
      if (message.type === "state") {
        var previous = state;
        var changed = !state || state.sequence !== message.sequence;
        state = message;
        if (changed) { picked = []; }
        if (changed && state.phase !== undefined) { noteFinishedTrick(previous); }
        draw();
      } else if (message.type === "error") {
        errorLine.textContent = message.message;
      }
    });
    socket.addEventListener("close", function (event) {
      if (event.code === 4403) { statusLine.textContent = "You may not watch this table."; return; }
      var refused = closedFor(event);
      if (refused) { statusLine.textContent = refused; return; }
      if (event.code === 1009 && !errorLine.textContent) {
        // Closed by the server below the site (daphne's own limit), which sends no error.
        errorLine.textContent = "A message was too big for the table, so its connection was closed.";
      }
      statusLine.textContent = "Connection lost; reconnecting\u2026";
      window.setTimeout(connect, retry);
      retry = Math.min(retry * 2, 10000);
    });
  }

  /* Presence and closes (the socket's server side, docs/tables.md): the page says when its
   * tab is hidden or shown again, so the others see the seat away; a socket closed for
   * too many connections (1008) is not opened again by itself. The reason of any close
   * also comes first as an "error" message, shown in the error line. */
  function sayVisibility() {
    if (socket && socket.readyState === 1) {
      socket.send(JSON.stringify({ type: document.hidden ? "away" : "back" }));
    }
  }
  document.addEventListener("visibilitychange", sayVisibility);
  function closedFor(event) {
    if (event.code !== 1008) { return null; }
    return event.reason || "Too many table connections are open: close one, then reload.";
  }

  window.setInterval(function () {
    if (socket && socket.readyState === 1) { socket.send(JSON.stringify({ type: "ping" })); }
  }, 20000);
  window.setInterval(function () { if (state && state.deadline) { drawStatus(); } }, 1000);
  connect();

  /* The invite link's copy button (shown only where the clipboard can be written). */
  function copyButton() {
    var button = document.getElementById("copy-invite");
    if (!button || !navigator.clipboard) { return; }
    var said = document.getElementById("copy-said");
    button.hidden = false;
    button.addEventListener("click", function () {
      var field = document.getElementById(button.getAttribute("data-copies"));
      navigator.clipboard.writeText(field.value).then(function () {
        said.textContent = "Copied: paste it into a message to the players.";
      }, function () {
        field.select();
        said.textContent = "Select the link and copy it.";
      });
    });
  }

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
          item.textContent = (seat.position ? seat.position + ": " : "") + seat.player +
            (seat.level ? " · " + seat.level : "");
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
