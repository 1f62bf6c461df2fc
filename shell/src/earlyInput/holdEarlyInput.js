// Inlined into the shell's index.html (so it runs before any other script) and allowed by its
// hash. A prerendered page looks ready before React has taken it over: a person may type, press
// a button or submit a form while the scripts still load, and React would never see it (the
// text stays on screen but not in the form's state; a submit would even send the form natively,
// fields in the URL). Until the shell releases it, this holds such input inside #root: typing
// stays on the page, leaving a field, button presses and submits wait in a queue, and the shell
// replays them once the page is hydrated (src/earlyInput/replayEarlyInput.ts). Plain ES5: it
// runs unbundled.
(function () {
  var held = { released: false, events: [] };
  window.__LECTERN_EARLY_INPUT__ = held;
  function prerenderedTarget(event) {
    var root = document.getElementById('root');
    var target = event.target;
    if (held.released || !root || !root.hasAttribute('data-prerendered')) return null;
    return target instanceof Element && root.contains(target) ? target : null;
  }
  function hold(event, entry) {
    event.stopPropagation();
    held.events.push(entry);
  }
  document.addEventListener('input', function (event) {
    var field = prerenderedTarget(event);
    // What the field holds now: once hydrated, React puts a field it has not heard from back to
    // the value it rendered the next time the form renders, which may be before the replay.
    if (field) hold(event, { type: 'input', target: field, value: field.value, checked: field.checked === true });
  }, true);
  // Leaving a field is held too: a form checks a field as it is left, and before the replay it
  // would check what React last saw (empty), show an error that was never true and push what is
  // below it down, under the pointer of the click that moved the focus (React hydrates on that
  // press, before the focus moves).
  document.addEventListener('focusout', function (event) {
    var field = prerenderedTarget(event);
    if (field) hold(event, { type: 'blur', target: field });
  }, true);
  document.addEventListener('click', function (event) {
    var target = prerenderedTarget(event);
    var button = target && target.closest('button');
    // A submit button's press arrives again as the form's submit; links work without React.
    if (button && button.type !== 'submit') hold(event, { type: 'click', target: button });
  }, true);
  document.addEventListener('submit', function (event) {
    var form = prerenderedTarget(event);
    if (!form) return;
    event.preventDefault();
    hold(event, { type: 'submit', target: form, submitter: event.submitter || null });
  }, true);
})();
