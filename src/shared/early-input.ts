/**
 * On a control that was used before its part of the page could answer (decision 0024): the
 * start-up script below sets it with `aria-busy`, and the first paint's stylesheet
 * (src/web/styles/first-paint.css) shows it waiting, until the use is replayed.
 */
export const WAITING_ATTRIBUTE = 'data-waiting';

/** On <html> once the app's first render is on screen and answering (src/web/lib/hydration.ts sets it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Taps and typing that come before the app has hydrated a server-rendered page, kept and replayed
 * once it has (decision 0024, issue 29). The page is painted before its scripts are asked for
 * (decision 0022), so for up to a few seconds on a phone every button is markup without a handler:
 * a tap on it was lost, and text typed into a field was wiped by hydration. index.html's first
 * script (vite.config.ts), so it listens before anything is painted.
 *
 * While a control is not yet React's — React keeps its props on each element it has hydrated
 * (`__reactProps$…`; a form is taken to be React's when its first field is, as they hydrate together
 * and some DOMs hide a form's own properties), and a part of the page whose chunk comes later (the
 * footer, the consent bar) is hydrated after the rest — a click on it (a button, `[role=button]`, a checkbox or radio, or a
 * label of one) is stopped, the control is marked busy, and once `<html data-hydrated>` is set and
 * the control is React's the click is replayed (`click()`). What was typed into a text field or
 * chosen in a list is kept from its `input`/`change` events and given back to the hydrated field
 * as the app's own change (its value tracker is first moved off the value, so React sees a
 * change), and a form submitted early (Enter in a search) is submitted again with
 * `requestSubmit`, in the order the person did them, one per task. A control the hydrated page
 * replaced is found again at the same place in the document; one that is still not React's ten
 * seconds after hydration is used as it stands (and unmarked) rather than held forever.
 *
 * Links, `<details>` and text fields' focus and caret are left to the browser: they work without a
 * script. The shell (pages the client renders, no `data-ssr`) needs none of this.
 */
export const REPLAY_EARLY_INPUT = `(function(){var d=document,h=d.documentElement,W=${JSON.stringify(WAITING_ATTRIBUTE)},H=${JSON.stringify(HYDRATED_ATTRIBUTE)},q=[],run=0,P=0;if(!h.hasAttribute('data-ssr'))return;function ours(e){if(e.tagName==='FORM'&&e.elements[0])e=e.elements[0];for(var k in e)if(k.indexOf('__reactProps$')===0)return 1;return 0}function ready(e){return h.hasAttribute(H)&&ours(e)}function early(e){return !P&&(q.length>0||!ready(e))}function mark(e,b){if(b){e.setAttribute('aria-busy','true');e.setAttribute(W,'')}else if(e.hasAttribute(W)){e.removeAttribute('aria-busy');e.removeAttribute(W)}}function path(e){var p=[];while(e&&e!==h){p.unshift([].indexOf.call(e.parentNode.children,e));e=e.parentElement}return p}function find(x){var e=x.e,i;if(e.isConnected)return e;e=h;for(i=0;e&&i<x.p.length;i++)e=e.children[x.p[i]];return e&&e.tagName===x.e.tagName?e:null}function add(x){x.p=path(x.e);q.push(x);if(x.b)mark(x.b,1);next()}function next(){if(run||!q.length||!h.hasAttribute(H))return;run=1;var x=q[0],t=Date.now();(function wait(){var e=find(x);if(e&&!ready(e)&&Date.now()-t<10000)return setTimeout(wait,50);q.shift();if(x.b)mark(x.b,0);if(e){x.e=e;P=1;try{play(x)}finally{P=0}}setTimeout(function(){run=0;next()},0)})()}function play(x){var e=x.e,s;if(x.k==='c')e.click();else if(x.k==='s'){try{e.requestSubmit(x.s)}catch(r){e.requestSubmit()}}else{s=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(e),'value').set;if(e.tagName==='SELECT'){s.call(e,x.v);e.dispatchEvent(new Event('change',{bubbles:true}))}else{e.value=x.v+' ';s.call(e,x.v);e.dispatchEvent(new Event('input',{bubbles:true}))}}}function toggle(e){return e&&e.tagName==='INPUT'&&/^(checkbox|radio)$/.test(e.type)}addEventListener('click',function(v){var c=v.target.closest&&v.target.closest('button,[role=button],input,label');if(!c||c.disabled||!early(c))return;if(c.tagName==='INPUT'&&!toggle(c))return;if(c.tagName==='LABEL'&&!toggle(c.control))return;if(c.tagName==='BUTTON'&&c.type==='submit'&&c.form)return;v.preventDefault();v.stopPropagation();add({k:'c',e:c,b:c})},true);addEventListener('submit',function(v){var f=v.target,s=v.submitter||null;if(!early(f))return;v.preventDefault();v.stopPropagation();add({k:'s',e:f,s:s,b:s||f})},true);function typed(v){var e=v.target,i;if(!/^(INPUT|TEXTAREA|SELECT)$/.test(e.tagName)||/^(checkbox|radio|file)$/.test(e.type)||!early(e))return;for(i=0;i<q.length;i++)if(q[i].e===e&&q[i].k==='v'){q[i].v=e.value;return}add({k:'v',e:e,v:e.value})}addEventListener('input',typed,true);addEventListener('change',typed,true);new MutationObserver(next).observe(h,{attributes:true,attributeFilter:[H]})})()`;
