// The guided editor's finder: the sections other than the big decisions are folded
// (<details>, which opens without a script); with a script, a search box over every option's
// label and help, and "Only what differs from where we started". A link to an option (the
// section list, a problem, the description's review) opens the section it is in.
(function () {
  "use strict";
  var form = document.getElementById("editor");
  if (!form) return;
  var search = document.getElementById("find-option");
  var onlyChanged = document.getElementById("only-changed");
  var count = document.getElementById("find-count");
  var options = form.querySelectorAll(".option[data-option]");
  var folds = form.querySelectorAll("details.rules-fold");
  var parts = form.querySelectorAll("fieldset.rules-section");

  function words(option) {
    var text = "";
    var named = option.querySelectorAll("label, legend, .help, option");
    for (var i = 0; i < named.length; i++) text += " " + named[i].textContent;
    return text.toLowerCase();
  }

  function differs(option) {
    if (option.classList.contains("changed")) return true;
    var inputs = option.querySelectorAll("input, select, textarea");
    for (var i = 0; i < inputs.length; i++) {
      var input = inputs[i];
      if (input.type === "checkbox" || input.type === "radio") {
        if (input.checked !== input.defaultChecked) return true;
      } else if (input.tagName === "SELECT") {
        for (var j = 0; j < input.options.length; j++) {
          if (input.options[j].selected !== input.options[j].defaultSelected) return true;
        }
      } else if (input.type !== "hidden" && input.value !== input.defaultValue) {
        return true;
      }
    }
    return false;
  }

  function filter() {
    var query = (search && search.value || "").toLowerCase().trim().split(/\s+/).filter(Boolean);
    var changedOnly = onlyChanged && onlyChanged.checked;
    var active = query.length > 0 || changedOnly;
    var shown = 0;
    for (var i = 0; i < options.length; i++) {
      var text = words(options[i]);
      var match = query.every(function (word) { return text.indexOf(word) >= 0; }) &&
        (!changedOnly || differs(options[i]));
      options[i].classList.toggle("unmatched", active && !match);
      if (match) shown++;
    }
    for (var k = parts.length - 1; k >= 0; k--) {
      var visible = parts[k].querySelector(".option:not(.unmatched)");
      parts[k].classList.toggle("unmatched", active && !visible);
    }
    for (var f = 0; f < folds.length; f++) {
      var fold = folds[f];
      if (!fold.hasAttribute("data-was-open")) fold.setAttribute("data-was-open", fold.open ? "1" : "");
      var any = fold.querySelector(".option:not(.unmatched)");
      fold.classList.toggle("unmatched", active && !any);
      fold.open = active ? !!any : fold.getAttribute("data-was-open") === "1";
    }
    if (count) {
      count.textContent = active ? shown + " option" + (shown === 1 ? "" : "s") +
        (changedOnly && !query.length ? " changed" : " found") : "";
    }
  }

  function reveal(id) {
    var target = id && document.getElementById(id);
    if (!target) return;
    var fold = target.closest("details.rules-fold");
    if (fold) {
      fold.open = true;
      fold.setAttribute("data-was-open", "1");
    }
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[href^='#']");
    if (link) reveal(link.getAttribute("href").slice(1));
  });
  window.addEventListener("hashchange", function () { reveal(location.hash.slice(1)); });
  if (location.hash) reveal(location.hash.slice(1));
  if (search) {
    search.closest(".find").hidden = false;
    search.addEventListener("input", filter);
    search.addEventListener("keydown", function (event) {
      if (event.key === "Enter") event.preventDefault(); // a search, not a save
    });
  }
  if (onlyChanged) {
    onlyChanged.closest("label").hidden = false;
    onlyChanged.addEventListener("change", filter);
    form.addEventListener("change", function (event) {
      if (onlyChanged.checked && event.target !== onlyChanged) filter();
    });
  }
})();

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
    // Not a rule: the save message, the finder's search box and toggles (they have no name).
    if (event && event.target && (!event.target.name || event.target.name === "message")) return;
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
