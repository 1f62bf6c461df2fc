// "Try again" on the offline page: the page the person asked for. The service worker shows this
// page in that page's place (the address is theirs: reload it); the shell sends a signed-out
// person here with ?from=<their page> (only a path on this site is followed).
document.getElementById('try-again').addEventListener('click', function () {
  var from = new URLSearchParams(window.location.search).get('from');
  if (window.location.pathname === '/offline.html' && from && /^\/(?![/\\])/.test(from)) window.location.assign(from);
  else window.location.reload();
});
