/** Jest stand-in for a CSS module: every class name maps to itself. */
module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? true : String(key)) });
