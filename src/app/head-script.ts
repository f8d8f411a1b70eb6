import { API_PREFIX } from '../../contract/api';
import { SUCCESS } from '../../contract/envelope';
import { EDITION_EVENT } from '../lib/edition';

/**
 * The inline script at the top of every page's <head>. It runs before the first paint, so a visitor never
 * sees the wrong language or edition flash:
 *
 * 1. Language (SPEC 4): on an unprefixed, non-help path, a stored LocalLang of `en` - or, on a first visit
 *    with nothing stored, a browser language starting with `en` - replaces the location with the /en path,
 *    and hides this page meanwhile so its Chinese copy never paints.
 * 2. Edition (SPEC 2.8): /default and /overseas force one; `?lang=en` selects overseas and `?lang=ch`
 *    China; else the answer remembered for this visit; else `pending` while the API's ip/china is asked
 *    (a failure or a 2.5 s timeout means China for now). Only an answer is remembered for the visit: after
 *    a timeout or a failure the next page asks again, and an answer arriving after the timeout still
 *    switches this page (the 'edition' event tells its widgets). Only the parts that differ between editions are hidden
 *    while pending (see global.css); the rest of the page, including its largest paint, shows at once.
 *    Without JavaScript nothing is set and the China edition shows.
 *
 * The question goes out from a task of its own (setTimeout 0): a page's first fetch() costs the browser
 * several milliseconds to set up, which would otherwise lengthen the parser's task before the first paint.
 *
 * It also marks the WeChat in-app browser (`html[data-weixin]`, SPEC 2.8), which a static page can only
 * learn in the browser.
 *
 * Written as plain ES5 in a string: it runs before any bundle and must not depend on one.
 */
export function headScript(apiBase: string): string {
  return `(function(){
var d=document.documentElement,l=window.location,p=l.pathname.replace(/\\/+$/,'')||'/';
if(/MicroMessenger/i.test(navigator.userAgent||'')){d.setAttribute('data-weixin','true');}
try{
  var s=localStorage.getItem('LocalLang');
  if(s!=='zh'&&s!=='en'){s=null;}
  if(!s){s=/^en\\b/i.test(navigator.language||'')?'en':'zh';localStorage.setItem('LocalLang',s);}
  if(s==='en'&&!/^\\/en(\\/|$)/.test(p)&&!/^\\/help(\\/|$)/.test(p)&&!/^\\/(404|500)(\\.html)?$/.test(p)){
    d.style.visibility='hidden';l.replace('/en'+(p==='/'?'':p)+l.search+l.hash);return;
  }
}catch(e){}
var e=null,m=/[?&]lang=(en|ch)(&|$)/.exec(l.search);
if(/(^|\\/)overseas$/.test(p)){e='overseas';}else if(/(^|\\/)default$/.test(p)){e='china';}
else if(m){e=m[1]==='en'?'overseas':'china';}
else{try{e=sessionStorage.getItem('edition');}catch(x){}}
function set(v,keep){d.setAttribute('data-edition',v);if(keep){try{sessionStorage.setItem('edition',v);}catch(x){}}
  try{window.dispatchEvent(new Event('${EDITION_EVENT}'));}catch(x){}}
if(e==='overseas'||e==='china'){set(e,true);return;}
d.setAttribute('data-edition','pending');
var t=setTimeout(function(){set('china',false);},2500);
setTimeout(function(){
try{fetch(${JSON.stringify(apiBase)}+'${API_PREFIX}/home/ip/china'+l.search,{credentials:'omit'})
  .then(function(r){return r.ok?r.json():null;})
  .then(function(b){clearTimeout(t);var ok=b&&b.code==='${SUCCESS}'&&typeof b.data==='boolean';set(ok&&b.data===false?'overseas':'china',ok);},
        function(){clearTimeout(t);set('china',false);});}
catch(x){clearTimeout(t);set('china',false);}
},0);
})();`;
}
