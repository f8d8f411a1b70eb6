/**
 * The part of i18next this site's browser bundle runs, for gatsby/webpack.ts to alias `i18next` to.
 *
 * Why: i18next 25 is 43.5 KB of minified JavaScript (about 12 KB gzip) on every page, the largest single
 * part of the app chunk, and almost all of it (back ends, language detection, formatters, nesting, context,
 * ordinal plurals, missing-key saving, the logger) is machinery this site never calls: every page gets its
 * strings bundled in its page data. The HTML renderer uses this module too, so the server and the browser
 * cannot disagree on a string (no hydration mismatch). It keeps i18next's semantics for translators:
 * `i18next-browser.test.ts` checks it says what i18next says, for every key of every locale file
 * in both languages (plain, counted, with variables, as objects), and fails on any locale string that uses a
 * feature left out here.
 *
 * What it keeps, with i18next's semantics (the options gatsby-config.ts sets: keySeparator '.',
 * nsSeparator ':', escapeValue false, returnNull false):
 * - lookup order: each key, then its namespace (from `ns:` or the ns option) followed by `fallbackNS`,
 *   then the language followed by `fallbackLng`; `_zero` (count 0), then the plural suffix from
 *   Intl.PluralRules, then the bare key; empty strings count as found;
 * - `{{var}}` and `{{- var}}` interpolation from the options (dotted paths too); a variable not given is
 *   left as it is written;
 * - `returnObjects` (each leaf translated again, as i18next does), `defaultValue`, `t(key, 'default')`;
 * - `getFixedT` with a key prefix, resource bundles, `on`/`off` of instance and store events,
 *   `hasLoadedNamespace` (always true once initialised: resources are bundled).
 * Left out (a locale string using one fails the test): `$t()` nesting, `{{var, format}}`, context and
 * ordinal forms.
 */

type Listener = (...args: unknown[]) => void;
type Data = Record<string, unknown>;
type Options = Record<string, unknown> & {
  ns?: string | string[];
  lng?: string;
  lngs?: string[] | null;
  count?: unknown;
  returnObjects?: boolean;
  replace?: Data;
  keyPrefix?: string;
  joinArrays?: unknown;
};

class Emitter {
  private listeners = new Map<string, Set<Listener>>();
  on(events: string, listener: Listener) {
    for (const e of events.split(' ')) {
      if (!this.listeners.has(e)) this.listeners.set(e, new Set());
      this.listeners.get(e)!.add(listener);
    }
    return this;
  }
  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const l of [...(this.listeners.get(event) ?? [])]) l(...args);
  }
}

const own = (o: unknown, k: string): boolean => !!o && typeof o === 'object' && Object.prototype.hasOwnProperty.call(o, k);
const isString = (v: unknown): v is string => typeof v === 'string';
const asArray = (v: string | string[] | undefined | null): string[] => (v == null ? [] : isString(v) ? [v] : v);

/** i18next's getPath: own properties only, no walking into strings. */
function getPath(root: unknown, path: string[]): unknown {
  let node = root;
  for (const k of path) {
    if (!node || isString(node) || !own(node, k)) return undefined;
    node = (node as Data)[k];
  }
  return node;
}

/** i18next's deepFind: a dotted path whose parts may themselves be keys with dots in them. */
function deepFind(obj: unknown, path: string): unknown {
  if (!obj || typeof obj !== 'object') return undefined;
  if ((obj as Data)[path]) return own(obj, path) ? (obj as Data)[path] : undefined;
  const tokens = path.split('.');
  let current: unknown = obj;
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      nextPath += (j !== i ? '.' : '') + tokens[j];
      next = (current as Data)[nextPath];
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i = j + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

class ResourceStore extends Emitter {
  constructor(public data: Record<string, Record<string, unknown>>) {
    super();
  }
  getResource(lng: string, ns: string, key: string): unknown {
    const found = getPath(this.data, [lng, ns, ...key.split('.')]);
    return found || !key ? found : deepFind(this.data[lng]?.[ns], key);
  }
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralSuffix(lng: string, count: number): string {
  if (!plurals.has(lng)) plurals.set(lng, new Intl.PluralRules(lng));
  return `_${plurals.get(lng)!.select(count)}`;
}

const PLACEHOLDERS = [/\{\{-(.+?)\}\}/g, /\{\{(.+?)\}\}/g];

/** i18next's interpolate with escapeValue false and skipOnVariables true (its defaults since v21). */
function interpolate(str: string, data: Data): string {
  for (const regex of PLACEHOLDERS) {
    regex.lastIndex = 0;
    let match: RegExpExecArray | null;
    let replaces = 0;
    while ((match = regex.exec(str))) {
      const name = match[1]!.trim();
      let value = getPath(data, name.split('.'));
      if (value === undefined) value = deepFind(data, name);
      if (value === undefined) {
        if (!own(data, name)) continue;
        value = '';
      }
      const text = isString(value) ? value : value == null ? '' : String(value);
      str = str.replace(match[0], text.replace(/\$/g, '$$$$'));
      regex.lastIndex += text.length - match[0].length;
      if (++replaces >= 1000) break;
    }
  }
  return str;
}

function hasDefaultValue(opt: Options): boolean {
  return Object.keys(opt).some((k) => k.startsWith('defaultValue') && opt[k] !== undefined);
}

/** t(key, 'default value') and t(key, 'default value', { options }), as i18next's overload handler reads them. */
function overloadedOptions(args: unknown[]): Options {
  let ret: Options = {};
  if (typeof args[1] === 'object' && args[1]) ret = args[1] as Options;
  if (isString(args[1])) ret.defaultValue = args[1];
  if (isString(args[2])) ret.tDescription = args[2];
  const extra = (args[3] ?? args[2]) as Options | undefined;
  if (typeof args[2] === 'object' || typeof args[3] === 'object') Object.assign(ret, extra);
  return ret;
}

export class I18n extends Emitter {
  options: Options & {
    fallbackLng?: string | string[] | false;
    defaultNS?: string | string[];
    fallbackNS?: string | string[] | false;
    react?: Data;
    ns: string[];
    ignoreJSONStructure: boolean;
  } = { ns: ['translation'], ignoreJSONStructure: true };
  language = '';
  languages: string[] = [];
  resolvedLanguage: string | undefined;
  isInitialized = false;
  store = new ResourceStore({});
  services = { resourceStore: this.store, backendConnector: { backend: undefined, state: {} } };
  reportNamespaces?: unknown;
  t = (keys: string | string[], ...rest: unknown[]): unknown => {
    const opt = typeof rest[0] === 'object' && rest[0] ? { ...(rest[0] as Options) } : overloadedOptions([keys, ...rest]);
    return this.translate(keys, opt);
  };

  createInstance(options: Options = {}): I18n {
    const instance = new I18n();
    if (Object.keys(options).length) instance.init(options);
    return instance;
  }

  init(options: Options = {}, callback?: (err: unknown, t: I18n['t']) => void): Promise<I18n['t']> {
    this.options = { ...this.options, ...options, ns: asArray((options.ns as string | string[] | undefined) ?? 'translation') };
    if (this.options.defaultNS === undefined) this.options.defaultNS = this.options.ns[0];
    this.store.data = (options.resources as ResourceStore['data']) ?? {};
    this.changeLanguage(options.lng as string | undefined);
    this.isInitialized = true;
    this.emit('initialized', this.options);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  changeLanguage(lng?: string, callback?: (err: unknown, t: I18n['t']) => void): Promise<I18n['t']> {
    if (lng) {
      this.language = lng;
      this.languages = this.hierarchy(lng);
      this.resolvedLanguage = this.languages.find((l) => this.store.data[l]) ?? lng;
      this.emit('languageChanged', lng);
    }
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  getFixedT(lng: string | string[] | null, ns?: string | string[], keyPrefix?: string) {
    const fixedT = (key: string | string[], opts?: unknown, ...rest: unknown[]): unknown => {
      const o: Options = typeof opts === 'object' && opts ? { ...(opts as Options) } : overloadedOptions([key, opts, ...rest]);
      o.lng = o.lng || (isString(lng) ? lng : undefined);
      o.lngs = o.lngs || (isString(lng) ? undefined : lng);
      o.ns = o.ns || ns;
      if (o.keyPrefix !== '') o.keyPrefix = o.keyPrefix || keyPrefix;
      const prefixed = (k: string) => (o.keyPrefix ? `${o.keyPrefix}.${k}` : k);
      return this.t(Array.isArray(key) ? key.map(prefixed) : prefixed(key), o);
    };
    return fixedT;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return getPath(this.store.data, [lng, ns]) !== undefined;
  }

  addResourceBundle(lng: string, ns: string, resources: Data, deep?: boolean, overwrite?: boolean): this {
    const copy = JSON.parse(JSON.stringify(resources)) as Data;
    const pack = (this.store.data[lng] ??= {});
    const merge = (target: Data, source: Data) => {
      for (const [k, v] of Object.entries(source)) {
        if (v && typeof v === 'object' && !Array.isArray(v) && target[k] && typeof target[k] === 'object')
          merge(target[k] as Data, v as Data);
        else if (overwrite || !(k in target)) target[k] = v;
      }
    };
    if (deep && pack[ns]) merge(pack[ns] as Data, copy);
    else pack[ns] = { ...(pack[ns] as Data | undefined), ...copy };
    this.store.emit('added', lng, ns, resources);
    return this;
  }

  hasLoadedNamespace(): boolean {
    return this.isInitialized;
  }

  loadNamespaces(_ns: unknown, callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  loadLanguages(_lngs: unknown, callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  /** The language and the fallback languages after it (i18next's toResolveHierarchy for plain codes). */
  private hierarchy(lng: string, fallbackLng = this.options.fallbackLng): string[] {
    return [...new Set([lng, ...(fallbackLng ? asArray(fallbackLng) : [])])];
  }

  private split(key: string, opt: Options): { key: string; namespaces: string[] } {
    let namespaces = asArray(opt.ns || (this.options.defaultNS as string | string[] | undefined));
    const at = key.indexOf(':');
    if (at > -1) {
      const parts = key.split(':');
      namespaces = [parts.shift()!];
      key = parts.join('.');
    }
    return { key, namespaces };
  }

  private valid(res: unknown): boolean {
    return res !== undefined && res !== null;
  }

  private resolve(keys: string[], opt: Options) {
    let found: unknown;
    let usedKey = '';
    let exactUsedKey = '';
    const counted = opt.count !== undefined && !isString(opt.count);
    for (const k of keys) {
      if (this.valid(found)) break;
      const { key, namespaces } = this.split(k, opt);
      usedKey = key;
      const all = this.options.fallbackNS ? namespaces.concat(asArray(this.options.fallbackNS)) : namespaces;
      const codes = opt.lngs ? opt.lngs : this.hierarchy(opt.lng || this.language, opt.fallbackLng as string | undefined);
      for (const ns of all) {
        if (this.valid(found)) break;
        for (const code of codes) {
          if (this.valid(found)) break;
          const candidates = [key];
          if (counted) {
            candidates.push(key + pluralSuffix(code, opt.count as number));
            if (opt.count === 0) candidates.push(`${key}_zero`);
          }
          for (let i = candidates.length - 1; i >= 0 && !this.valid(found); i--) {
            exactUsedKey = candidates[i]!;
            found = this.store.getResource(code, ns, exactUsedKey);
          }
        }
      }
    }
    return { found, usedKey, exactUsedKey };
  }

  private translate(keysIn: string | string[] | null | undefined, opt: Options): unknown {
    if (keysIn == null) return '';
    const keys = (Array.isArray(keysIn) ? keysIn : [keysIn]).map(String);
    const { key, namespaces } = this.split(keys[keys.length - 1]!, opt);
    const resolved = this.resolve(keys, opt);
    let res = resolved.found;
    const usedKey = resolved.usedKey || key;
    const counted = opt.count !== undefined && !isString(opt.count);
    const withDefault = hasDefaultValue(opt);
    const lng = opt.lng || this.language;
    const suffix = counted ? pluralSuffix(lng, opt.count as number) : '';
    const defaultValue = (counted && opt.count === 0 && opt.defaultValue_zero) || opt[`defaultValue${suffix}`] || opt.defaultValue;
    const forObject = !res && withDefault ? defaultValue : res;
    const isObject = !!forObject && typeof forObject === 'object';
    if (isObject && !(isString(opt.joinArrays) && Array.isArray(forObject))) {
      if (!opt.returnObjects) return `key '${key} (${this.language})' returned an object instead of string.`;
      const array = Array.isArray(forObject);
      const copy: Data | unknown[] = array ? [] : {};
      const base = array ? resolved.exactUsedKey || key : usedKey;
      for (const m of Object.keys(forObject as Data)) {
        const deepKey = `${base}.${m}`;
        const sub: Options = { ...opt, joinArrays: false, ns: namespaces };
        if (withDefault && !res)
          sub.defaultValue = defaultValue && typeof defaultValue === 'object' ? (defaultValue as Data)[m] : undefined;
        let value = this.translate(deepKey, sub);
        if (value === deepKey) value = (forObject as Data)[m];
        (copy as Data)[m] = value;
      }
      return copy;
    }
    if (isString(opt.joinArrays) && Array.isArray(res)) {
      const joined = res.join(opt.joinArrays);
      return joined ? this.extend(joined, opt) : joined;
    }
    if (!this.valid(res) && withDefault) res = defaultValue;
    if (!this.valid(res)) res = key;
    return this.extend(res, opt);
  }

  private extend(res: unknown, opt: Options): unknown {
    if (!isString(res) || opt.skipInterpolation) return res;
    const data = opt.replace && !isString(opt.replace) ? opt.replace : opt;
    return interpolate(res, data);
  }
}

const i18next = new I18n();
export default i18next;
