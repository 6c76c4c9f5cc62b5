// The admin's YAML editor, progressive enhancement only (the page works without it):
// keep the line-number gutter as long as the text, grow the textarea where CSS
// field-sizing is unsupported, and when a problem's link (#L12) is followed, select that
// line in the text as well as highlighting its number in the gutter.
(function () {
  "use strict";
  var text = document.querySelector("textarea.yaml-editor");
  var gutter = document.querySelector(".editor .gutter");
  if (!text || !gutter) return;
  // The minimum height comes as data: the Content-Security-Policy refuses style attributes.
  var rows = parseInt(text.getAttribute("data-min-lines") || "0", 10);
  if (rows) text.style.minHeight = rows * 1.5 + "em";

  function fit() {
    var wanted = text.value.split("\n").length + 5;
    var have = gutter.querySelectorAll(".n").length;
    for (var n = have + 1; n <= wanted; n++) {
      var line = document.createElement("span");
      line.className = "n";
      line.id = "L" + n;
      line.textContent = String(n);
      gutter.appendChild(line);
      gutter.appendChild(document.createTextNode("\n"));
    }
    if (!(window.CSS && CSS.supports("field-sizing", "content"))) {
      text.style.height = "auto";
      text.style.height = text.scrollHeight + "px";
    }
  }

  function selectLine(number) {
    var lines = text.value.split("\n");
    if (number < 1 || number > lines.length) return;
    var start = 0;
    for (var i = 0; i < number - 1; i++) start += lines[i].length + 1;
    text.focus({ preventScroll: true });
    text.setSelectionRange(start, start + lines[number - 1].length);
    var mark = document.getElementById("L" + number);
    if (mark) mark.scrollIntoView({ block: "center" });
  }

  function followHash() {
    var found = /^#L(\d+)$/.exec(window.location.hash);
    if (found) selectLine(parseInt(found[1], 10));
  }

  text.addEventListener("input", fit);
  window.addEventListener("hashchange", followHash);
  fit();
  followHash();
})();
