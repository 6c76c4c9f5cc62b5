// "Start a new ruleset": the short name fills itself from the title as it is typed, until
// the secretary changes the short name by hand. Without JavaScript both are typed.
(function () {
  "use strict";
  var title = document.getElementById("id_title");
  var slug = document.getElementById("id_slug");
  if (!title || !slug) return;
  function shortName(text) {
    return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80);
  }
  var own = slug.value !== "" && slug.value !== shortName(title.value);
  slug.addEventListener("input", function () { own = slug.value !== ""; });
  title.addEventListener("input", function () {
    if (!own) slug.value = shortName(title.value);
  });
})();
