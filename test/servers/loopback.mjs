// Preloaded into the conformance CLI (`node --import`): its scenario servers call `listen(0)`
// (every interface) and read `address().port` at once; this binds each one to 127.0.0.1
// instead, still synchronously (Node resolves a listen host with dns.lookup, a tick later even
// for an IP literal, so that one lookup is answered on the spot).
import dns from "node:dns";
import net from "node:net";

const LOOPBACK = "127.0.0.1";
let binding = false;

const lookup = dns.lookup;
dns.lookup = function (hostname, options, callback) {
  if (binding && hostname === LOOPBACK) {
    const done = typeof options === "function" ? options : callback;
    if (typeof options === "object" && options?.all) done(null, [{ address: LOOPBACK, family: 4 }]);
    else done(null, LOOPBACK, 4);
    return {};
  }
  return lookup.apply(this, arguments);
};

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const [first] = args;
  if (typeof first === "object" && first !== null && first.path === undefined && !first.fd) {
    args[0] = { ...first, host: LOOPBACK };
  } else if (typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))) {
    // listen(port[, host][, backlog][, callback]): replace or insert the host.
    if (typeof args[1] === "string") args[1] = LOOPBACK;
    else args.splice(1, 0, LOOPBACK);
  } else if (first === undefined || typeof first === "function") {
    args.unshift(0, LOOPBACK);
  }
  binding = true;
  try {
    return listen.apply(this, args);
  } finally {
    binding = false;
  }
};
