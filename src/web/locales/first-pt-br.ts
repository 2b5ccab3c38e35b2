// The namespaces the layout and the first screens use, as one chunk for this language (resources.ts).
export { default as catalogue } from './pt-BR/catalogue.json';
export { default as common } from './pt-BR/common.json';
export { default as pages } from './pt-BR/pages.json';
