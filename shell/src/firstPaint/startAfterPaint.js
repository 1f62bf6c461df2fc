// Inlined into the shell's index.html and allowed by its hash. On a prerendered page the server
// leaves the shell's entry script out of the head (it only preloads it) and lists it, with the
// files the page needs next, in the page script (window.__LECTERN_AFTER_PAINT__,
// server/src/static/page-html.ts). Nothing more is evaluated or asked for until the browser has
// painted the markup: on a slow phone, evaluating the scripts first holds that paint back by a
// few hundred milliseconds, and fetching the chunks competes with it. Input meanwhile is held
// and replayed (src/earlyInput). Plain ES5: it runs unbundled.
(function () {
  var start = window.__LECTERN_AFTER_PAINT__;
  // A page without markup: its head loads the scripts itself.
  if (!start) return;
  // A tab that shows no paint by then starts anyway.
  var LONGEST_WAIT_MS = 1500;
  var started = false;

  function preload(file) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', file.as);
    link.href = file.href;
    // The federation runtime fetches its manifest in CORS mode: the preload must match to be reused.
    if (file.as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }

  function load(src) {
    var script = document.createElement('script');
    script.src = src;
    // In order, as the deferred scripts they stand for.
    script.async = false;
    document.head.appendChild(script);
  }

  // One file per task. Starting a request costs the main thread a millisecond or more on a slow
  // phone: the page's sixteen files in one task made a long task just after the first paint.
  function run() {
    if (started) return;
    started = true;
    var steps = start.preloads.map(function (file) {
      return preload.bind(null, file);
    });
    steps = steps.concat(
      start.scripts.map(function (src) {
        return load.bind(null, src);
      })
    );
    // A message is a new task at once; nested timeouts are held back 4 ms each.
    var channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
    function nextStep() {
      var step = steps.shift();
      if (!step) return;
      step();
      if (channel) channel.port2.postMessage(null);
      else setTimeout(nextStep, 0);
    }
    if (channel) channel.port1.onmessage = nextStep;
    nextStep();
  }

  function paintsFirst() {
    // A hidden tab paints nothing until it is shown.
    if (document.visibilityState !== 'visible') return run();
    setTimeout(run, LONGEST_WAIT_MS);
    var paintTiming = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
    if (!paintTiming) {
      requestAnimationFrame(function () {
        setTimeout(run, 0);
      });
      return;
    }
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      // A task of its own: the paint is reported from inside the frame that showed it.
      setTimeout(run, 0);
    }).observe({ type: 'paint', buffered: true });
  }

  // The scripts need the whole #root (the first paint already waits for it: rel=expect).
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', paintsFirst);
  else paintsFirst();
})();
