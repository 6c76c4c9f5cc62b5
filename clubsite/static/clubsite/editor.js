// The guided editor's live preview: a progressive enhancement. Without it the page works by
// submitting ("Check and preview"); with it, every change of a control asks the server for
// the preview (the same checks as saving, nothing stored) and shows it without a reload.
(function () {
  "use strict";
  var form = document.getElementById("editor");
  if (!form || !window.fetch || !window.FormData) return;
  var url = form.getAttribute("data-preview-url");
  var timer = null;
  var asked = 0;

  function byData(attribute, path) {
    var found = form.querySelectorAll("[" + attribute + "]");
    for (var i = 0; i < found.length; i++) {
      if (found[i].getAttribute(attribute) === path) return found[i];
    }
    return null;
  }

  function setList(list, items, empty) {
    while (list.firstChild) list.removeChild(list.firstChild);
    items.forEach(function (text) {
      var item = document.createElement("li");
      item.textContent = text;
      list.appendChild(item);
    });
    if (!items.length && empty) {
      var none = document.createElement("li");
      none.className = "quiet";
      none.textContent = empty;
      list.appendChild(none);
    }
  }

  function showProblems(problems) {
    var boxes = form.querySelectorAll("[data-problems-for]");
    for (var i = 0; i < boxes.length; i++) {
      var path = boxes[i].getAttribute("data-problems-for");
      var mine = problems[path] || [];
      setList(boxes[i], mine);
      boxes[i].hidden = !mine.length;
      var option = boxes[i].closest(".option");
      option.classList.toggle("invalid", mine.length > 0);
      var control = option.querySelector("input:not([type=hidden]), select, textarea");
      if (control) control.setAttribute("aria-invalid", mine.length ? "true" : "false");
    }
  }

  function showOff(off) {
    var options = form.querySelectorAll("[data-option]");
    for (var i = 0; i < options.length; i++) {
      var path = options[i].getAttribute("data-option");
      var reason = off[path] || "";
      options[i].classList.toggle("off", !!reason);
      var inputs = options[i].querySelectorAll("input, select, textarea");
      for (var j = 0; j < inputs.length; j++) inputs[j].disabled = !!reason;
      var note = byData("data-off-for", path);
      if (note) {
        note.textContent = reason ? "Switched off: " + reason : "";
        note.hidden = !reason;
      }
    }
  }

  // The warnings (templates/clubsite/includes/warnings.html): valid, saved all the same.
  function showWarnings(warnings) {
    var box = document.getElementById("preview-warnings");
    if (!box) return;
    var n = warnings.length;
    box.querySelector("h3").textContent = "Warning" + (n === 1 ? "" : "s") + ": " + n +
      " option" + (n === 1 ? " that does" : "s that do") + " nothing";
    var list = box.querySelector("ul");
    while (list.firstChild) list.removeChild(list.firstChild);
    warnings.forEach(function (warning) {
      var item = document.createElement("li");
      var where = document.createElement("span");
      where.className = "where";
      where.textContent = "line " + warning.line + ", column " + warning.column;
      var path = document.createElement("code");
      path.textContent = warning.path;
      item.appendChild(where);
      item.appendChild(document.createTextNode(": "));
      item.appendChild(path);
      item.appendChild(document.createTextNode(" " + warning.message));
      list.appendChild(item);
    });
    box.hidden = !n;
  }

  // The one-click fixes (templates/clubsite/includes/edit_fixes.html), as buttons of the form.
  // Shown in the preview, and at each control a fix sets.
  function fixLine(fixes) {
    var line = document.createElement("p");
    line.className = "fixes";
    fixes.forEach(function (fix) {
      var button = document.createElement("button");
      button.type = "submit";
      button.name = "action";
      button.value = "fix:" + fix.key;
      button.setAttribute("form", "editor");
      button.className = "fix";
      button.textContent = fix.label;
      line.appendChild(button);
      line.appendChild(document.createTextNode(" "));
    });
    return line;
  }

  function fill(box, fixes) {
    while (box.firstChild) box.removeChild(box.firstChild);
    if (fixes.length) box.appendChild(fixLine(fixes));
  }

  function showFixes(fixes) {
    var box = document.getElementById("preview-fixes");
    if (box) fill(box, fixes);
    var boxes = form.querySelectorAll("[data-fixes-for]");
    for (var i = 0; i < boxes.length; i++) {
      var path = boxes[i].getAttribute("data-fixes-for");
      fill(boxes[i], fixes.filter(function (fix) { return (fix.paths || []).indexOf(path) >= 0; }));
    }
  }

  function show(answer) {
    document.getElementById("preview-summary").textContent =
      answer.summary || "(fix the problems to see the rules)";
    setList(document.getElementById("preview-changes"), answer.changes,
      answer.summary ? "No changes yet." : "(fix the problems to see the changes)");
    document.getElementById("preview-digest").textContent = answer.digest || "\u2014";
    var lock = document.getElementById("preview-lock");
    lock.hidden = !answer.locked;
    lock.textContent = answer.locked ? "Locked: " + answer.locked.reason +
      (answer.locked.until ? " (until " + answer.locked.until + ")" : "") +
      ". Publishing is refused until an owner lifts the lock; a draft can still be saved." : "";
    showProblems(answer.problems || {});
    showOff(answer.off || {});
    showWarnings(answer.warnings || []);
    // Every message listed counts: an option may have more than one problem.
    var count = typeof answer.count === "number" ? answer.count : (answer.general || []).length +
      Object.keys(answer.problems || {}).reduce(function (sum, path) {
        return sum + answer.problems[path].length;
      }, 0);
    showFixes(answer.fixes || []);
    var note = document.getElementById("preview-problems");
    note.textContent = count ? count + " problem" + (count > 1 ? "s" : "") +
      ": see the options marked." + (answer.general || []).map(function (t) { return " " + t; }).join("") : "";
    note.hidden = !count;
    var bar = document.getElementById("preview-bar");
    if (bar) {
      var parts = bar.querySelectorAll("span");
      parts[0].textContent = answer.summary || "(fix the problems to see the rules)";
      var n = answer.changes.length;
      parts[1].textContent = count ? count + " problem" + (count > 1 ? "s" : "")
        : n + " change" + (n === 1 ? "" : "s");
    }
  }

  function ask() {
    var mine = ++asked;
    fetch(url, {
      method: "POST",
      body: new FormData(form),
      credentials: "same-origin",
      headers: { Accept: "application/json" }
    }).then(function (response) {
      return response.json();
    }).then(function (answer) {
      if (mine !== asked) return; // an answer to an older question
      if (answer.error) {
        show({ summary: "", changes: [], problems: {}, general: [answer.error], off: {},
          warnings: [] });
      } else {
        show(answer);
      }
    }).catch(function () { /* the page still works by submitting */ });
  }

  function later(event) {
    if (event && event.target && event.target.name === "message") return; // not a rule
    window.clearTimeout(timer);
    timer = window.setTimeout(ask, 250);
  }

  form.addEventListener("change", function (event) {
    // The chosen value's own explanation, from its option's data-help.
    var select = event.target;
    if (select.tagName !== "SELECT") return;
    var help = select.parentNode.querySelector(".choice-help");
    var chosen = select.options[select.selectedIndex];
    if (help && chosen) help.textContent = chosen.getAttribute("data-help") || "";
  });
  form.addEventListener("input", later);
  form.addEventListener("change", later);
  form.classList.add("live");
  var bar = document.getElementById("preview-bar");
  if (bar) bar.hidden = false; // on a phone, the preview's gist stays in sight
})();
