/**
 * V8 keeps the source text of every module it loads (functions compile lazily from it), as a one-byte string
 * when every character fits in Latin-1 and as a two-byte string, twice the size, when a single one does not.
 * Next's server chunks carry a few such characters each (its log symbols ○ ⨯ ⚠ ✓, an ellipsis), and each API
 * route has a ~480 KB root chunk of its own, so the production server held ~60 MB of two-byte sources where
 * ~30 MB would do (issue 21: server RSS under load ≤ 450 MiB). This load hook writes those characters as
 * `\uXXXX` escapes in the JS the server loads from the build and from Next's compiled runtime: the same
 * program, kept one byte per character. A file using String.raw on such a character (where an escape would
 * change the text) is left as it is.
 */
import { registerHooks } from "node:module";

const wide = /[\u0100-\uffff]/;
const wideAll = /[\u0100-\uffff]/g;
const rawWide = /String\.raw`[^`]*[\u0100-\uffff]/;

/** The source with every character above U+00FF escaped (a UTF-16 unit at a time), or as it is. */
export function oneByteSource(source) {
  if (!wide.test(source) || rawWide.test(source)) return source;
  const escaped = source.replace(wideAll, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  // A string made from a two-byte one stays two-byte in V8 whatever it holds: copy it through Latin-1 bytes.
  // The last successful match keeps its subject alive (RegExp.$_): match nothing to let the source go.
  const oneByte = Buffer.from(escaped, "latin1").toString("latin1");
  /^/.test("");
  return oneByte;
}

/** Applies `oneByteSource` to the JS loaded from under these directories (file URLs, with a trailing slash). */
export function keepSourcesOneByte(directories) {
  registerHooks({
    load(url, context, nextLoad) {
      const loaded = nextLoad(url, context);
      if (!url.endsWith(".js") || !directories.some((d) => url.startsWith(d)) || loaded.source == null) {
        return loaded;
      }
      const text =
        typeof loaded.source === "string" ? loaded.source : Buffer.from(loaded.source).toString("utf8");
      return { ...loaded, source: oneByteSource(text) };
    },
  });
}
