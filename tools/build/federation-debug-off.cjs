// A loader for the federation SDK's env.js, in production builds. As it starts, the federation
// runtime reads localStorage to learn whether to print its debug log, and the first read of
// localStorage on a page makes the browser load that origin's storage at once: 3-12 ms of the
// main thread on this machine, inside the shell's first task, four times that on a slow phone.
// Lectern stores nothing there, so the read only ever costs. The global FEDERATION_DEBUG still
// turns the log on. If a new SDK no longer has this line, the build fails here rather than the
// read quietly coming back.
const FROM = 'return isBrowserDebug();';

module.exports = function federationDebugOff(source) {
  if (!source.includes(FROM)) {
    throw new Error(`@lectern/build federation-debug-off.cjs: "${FROM}" not found in ${this.resourcePath}; update the loader for this SDK`);
  }
  return source.replace(FROM, 'return false;');
};
