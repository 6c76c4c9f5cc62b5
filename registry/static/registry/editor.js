// The admin's ruleset editor (templates/admin/registry/ruleset/page.html). Progressive
// enhancement only: keep the gutter as long as the text, and grow the textarea where CSS
// field-sizing is unsupported. The page works without it. A static file, as the site's
// Content-Security-Policy runs no inline script.
(function () {
  var text = document.querySelector(".editor textarea");
  var gutter = document.querySelector(".editor .gutter");
  if (!text || !gutter) return;
  var lines = parseInt(text.getAttribute("data-min-lines") || "0", 10);
  if (lines) text.style.minHeight = lines * 1.5 + "em";
  function fit() {
    var wanted = text.value.split("\n").length + 5;
    var have = gutter.textContent.split("\n").length - 1;
    for (var n = have + 1; n <= wanted; n++) gutter.appendChild(document.createTextNode(n + "\n"));
    if (!(window.CSS && CSS.supports("field-sizing", "content"))) {
      text.style.height = "auto";
      text.style.height = text.scrollHeight + "px";
    }
  }
  text.addEventListener("input", fit);
  fit();
})();
