/* Talk at a live table (docs/tables.md): the table's chat and quick reactions in #table-talk,
 * and the buttons of an evening's flow in #table-actions: "Next hand" once a hand is played
 * under honour reneges, "Play again" at the end of the match. It speaks over table.js's
 * socket (window.houseTable.send) and hears every message table.js receives (the
 * "table:message" event). No inline script or style (the site's Content-Security-Policy). */
(function () {
  "use strict";
  var root = document.getElementById("table");
  if (!root) { return; }
  var state = null, offer = null, rights = { may_write: false, may_remove: false };
  var talkBox = container("table-talk", "table-talk");
  var actions = container("table-actions", "table-actions");
  var REACTIONS = [["nice", "Nice!"], ["sorry", "Sorry, partner"], ["thanks", "Thanks, partner"],
    ["good-game", "Good game"]];

  function make(tag, cls, text) {
    var el = document.createElement(tag);
    if (cls) { el.className = cls; }
    if (text) { el.textContent = text; }
    return el;
  }

  /* The page's container for talk (the table's template may hold it already). */
  function container(id, cls) {
    var found = document.getElementById(id);
    if (!found) {
      found = make("div", cls, "");
      found.id = id;
      root.parentNode.insertBefore(found, root.nextSibling);
    }
    return found;
  }

  function send(message) {
    if (window.houseTable) { window.houseTable.send(message); }
  }

  function seatName(number) {
    var seat = state && state.seats ? state.seats[number - 1] : null;
    return seat ? seat.player : "seat " + number;
  }

  /* --- The chat ---------------------------------------------------------------------- */

  var chat = make("section", "chat", "");
  chat.setAttribute("aria-labelledby", "chat-heading");
  var heading = make("h2", "", "Table chat");
  heading.id = "chat-heading";
  var log = make("ol", "chat-log", "");
  log.setAttribute("role", "log");
  log.setAttribute("aria-live", "polite");
  log.setAttribute("aria-label", "Messages");
  var note = make("p", "quiet chat-note", "");
  var reactions = make("div", "chat-reactions", "");
  REACTIONS.forEach(function (pair) {
    var button = make("button", "reaction", pair[1]);
    button.type = "button";
    button.addEventListener("click", function () { send({ type: "chat", reaction: pair[0] }); });
    reactions.appendChild(button);
  });
  var form = make("form", "chat-form", "");
  var label = make("label", "visually-hidden", "Message");
  label.setAttribute("for", "chat-message");
  var input = make("input", "", "");
  input.id = "chat-message";
  input.type = "text";
  input.maxLength = 300;
  input.autocomplete = "off";
  input.placeholder = "Say something to the table";
  var go = make("button", "", "Send");
  go.type = "submit";
  form.appendChild(label);
  form.appendChild(input);
  form.appendChild(go);
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) { return; }
    send({ type: "chat", text: text });
    input.value = "";
  });
  chat.appendChild(heading);
  chat.appendChild(log);
  chat.appendChild(note);
  chat.appendChild(reactions);
  chat.appendChild(form);
  talkBox.appendChild(chat);
  drawRights();

  function drawRights() {
    reactions.hidden = form.hidden = !rights.may_write;
    note.textContent = rights.may_write ? "" : "You read the table's chat; the players write in it.";
  }

  function addMessage(message) {
    if (log.querySelector('[data-id="' + message.id + '"]')) { return; }
    var item = make("li", "chat-line" + (message.reaction ? " reaction" : ""), "");
    item.setAttribute("data-id", String(message.id));
    item.appendChild(make("strong", "author", message.author));
    item.appendChild(document.createTextNode(" " + message.text));
    if (rights.may_remove) {
      var remove = make("button", "chat-remove", "Remove");
      remove.type = "button";
      remove.setAttribute("aria-label", "Remove the message from " + message.author);
      remove.addEventListener("click", function () { send({ type: "chat.remove", id: message.id }); });
      item.appendChild(remove);
    }
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
  }

  /* --- Next hand and Play again ------------------------------------------------------ */

  function drawActions() {
    actions.textContent = "";
    if (state && state.seat && (state.review || []).length && state.status === "playing") {
      var waiting = state.review.indexOf(state.seat) >= 0;
      if (waiting) {
        var next = make("button", "next-hand", "Next hand");
        next.type = "button";
        next.addEventListener("click", function () { send({ type: "next_hand" }); });
        actions.appendChild(next);
      } else {
        actions.appendChild(make("p", "quiet", "Next hand when " +
          state.review.map(seatName).join(", ") + " " + (state.review.length > 1 ? "are" : "is") + " ready."));
      }
    }
    if (offer && state && state.status === "finished") { drawOffer(); }
  }

  function drawOffer() {
    var box = make("div", "play-again", "");
    box.appendChild(make("p", "", offer.said));
    var mine = state.seat && offer.waiting.indexOf(state.seat) >= 0;
    if (offer.table) {
      var link = make("a", "", state.seat ? "Go to the new table" : "Watch the next game");
      link.href = offer.table;
      box.appendChild(link);
    } else if (mine) {
      var again = make("button", "", "Play again");
      again.type = "button";
      again.addEventListener("click", function () { again.disabled = true; send({ type: "play_again" }); });
      box.appendChild(again);
    }
    if (!offer.table && offer.accepted.length) {
      box.appendChild(make("p", "quiet", "Play again: " + offer.accepted.map(seatName).join(", ") +
        " accepted" + (offer.waiting.length ? "; waiting for " + offer.waiting.map(seatName).join(", ") : "") + "."));
    }
    actions.appendChild(box);
  }

  /* A renege call being made holds the next hand (for a while at most): the "Call a renege"
   * box of table.js, opened while a hand waits for Next hand. */
  document.addEventListener("toggle", function (event) {
    var box = event.target;
    if (!box.classList || !box.classList.contains("claims")) { return; }
    if (!state || !(state.review || []).length) { return; }
    // table.js redraws the box (still open) on every state message: say only a change.
    if (box.open === holding) { return; }
    holding = box.open;
    send({ type: "next_hand", hold: box.open });
  }, true);
  var holding = false;

  /* A call made ("Call it") gives the hold up: after table.js has sent the call (this
   * listener runs after the button's own), so the hand cannot be scored before it. */
  document.addEventListener("click", function (event) {
    var button = event.target;
    if (!button.closest || !button.closest(".claims") || button.tagName !== "BUTTON") { return; }
    if (state && (state.review || []).length) { holding = false; send({ type: "next_hand", hold: false }); }
  });

  /* Each time the socket opens (again): the chat so far, and the Play again offer. */
  document.addEventListener("table:open", function () { send({ type: "talk" }); });
  if (window.houseTable && window.houseTable.open()) {  /* it opened before this script ran */
    state = window.houseTable.state();
    send({ type: "talk" });
    drawActions();
  }

  document.addEventListener("table:message", function (event) {
    var message = event.detail;
    if (message.type === "state") {
      state = message;
      if (!(state.review || []).length) { holding = false; }  // the hand was scored
      drawActions();
    } else if (message.type === "chat") {
      if (message.may_write !== undefined) {
        rights = { may_write: message.may_write, may_remove: message.may_remove };
        log.textContent = "";
        drawRights();
      }
      message.messages.forEach(addMessage);
    } else if (message.type === "chat.removed") {
      var gone = log.querySelector('[data-id="' + message.id + '"]');
      if (gone) { gone.parentNode.removeChild(gone); }
    } else if (message.type === "play_again") {
      offer = message;
      if (message.table && state && state.seat) { window.location.assign(message.table); return; }
      drawActions();
    }
  });
})();
