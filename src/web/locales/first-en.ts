// The namespaces the layout and the first screens use, as one chunk for this language (resources.ts).
export { default as catalogue } from './en/catalogue.json';
export { default as common } from './en/common.json';
export { default as pages } from './en/pages.json';
