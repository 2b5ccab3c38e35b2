// The namespaces the layout and the first screens use, as one chunk for this language (resources.ts).
export { default as catalogue } from '../../shared/messages/locales/en/catalogue.json';
export { default as common } from '../../shared/messages/locales/en/common.json';
export { default as pages } from '../../shared/messages/locales/en/pages.json';
