// The resolve hook of preact-alias.mjs (it runs on Node's loader thread): an ESM `import 'react'` gets Preact.
let aliases = {};

export async function initialize(data) {
  aliases = data;
}

export async function resolve(specifier, context, nextResolve) {
  return nextResolve(aliases[specifier] ?? specifier, context);
}
