/* eslint-disable */
/**
 * GENERATED FILE, do not edit: Ajv standalone validators (whole document and one overlay layer).
 * Made from schema/layout.schema.json by scripts/generate-schema.ts.
 * Regenerate: npx tsx scripts/generate-schema.ts (npm run schema).
 * A test and `npx tsx scripts/generate-schema.ts --check` (npm run schema:check) fail when it is stale.
 */
// Ajv options: {"allErrors":true,"strict":true,"strictRequired":false,"inlineRefs":false}
// The Ajv runtime helpers are inlined: this is plain ESM without require() or new Function.
const ajvRuntime_ucs2length = (function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
});
const ajvRuntime_equal = (function equal(a, b) {
  if (a === b) return true;

  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (a.constructor !== b.constructor) return false;

    var length, i, keys;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0;)
        if (!equal(a[i], b[i])) return false;
      return true;
    }



    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();

    keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;

    for (i = length; i-- !== 0;)
      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;

    for (i = length; i-- !== 0;) {
      var key = keys[i];

      if (!equal(a[key], b[key])) return false;
    }

    return true;
  }

  // true if both NaN, false otherwise
  return a!==a && b!==b;
});
export const validateLayout = validate21;
const schema6 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://srm-portal.example/schema/layout.schema.json","type":"object","additionalProperties":false,"required":["app","routes","menuRules","tabGroups","topBar","indexBlocks","loginPage","auditLinks","frames","push"],"properties":{"$schema":{"type":"string"},"app":{"$ref":"#/definitions/App"},"routes":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/Route"}},"menuRules":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/MenuRule"}},"tabGroups":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/TabGroup"}},"topBar":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/TopBarItem"}},"indexBlocks":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/IndexBlock"}},"loginPage":{"$ref":"#/definitions/LoginPage"},"auditLinks":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/AuditLink"}},"frames":{"$ref":"#/definitions/Frames"},"push":{"$ref":"#/definitions/Push"},"session":{"$ref":"#/definitions/Session"},"audiences":{"type":"object","maxProperties":50,"propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/Audience"}}},"definitions":{"Id":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9_.-]{0,63}$"},"Order":{"type":"number"},"LocalizedText":{"anyOf":[{"type":"string"},{"type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"additionalProperties":{"type":"string"},"minProperties":1}]},"RoutePath":{"type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"},"StringList":{"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true},"ImageSource":{"type":"string","minLength":1,"maxLength":44000,"pattern":"^(https://[^\\s]+|/(?![/\\\\])[^\\s]*|data:image/(png|jpeg|gif|webp|svg\\+xml);base64,[A-Za-z0-9+/=]+|[A-Za-z0-9_][^\\s:]*)$"},"VisibilityRule":{"type":"object","additionalProperties":false,"properties":{"stationsExcluded":{"$ref":"#/definitions/StringList"},"stationsIncluded":{"$ref":"#/definitions/StringList"},"rolesAnyOf":{"$ref":"#/definitions/StringList"},"permissionsAnyOf":{"$ref":"#/definitions/StringList"},"settingsOn":{"$ref":"#/definitions/StringList"},"authenticated":{"type":"boolean"},"accountsAnyOf":{"$ref":"#/definitions/StringList"},"subAccountsAnyOf":{"$ref":"#/definitions/StringList"},"supplier":{"type":"boolean"},"audiencesAnyOf":{"$ref":"#/definitions/StringList"}}},"Audience":{"type":"object","additionalProperties":false,"required":["order","when","patch"],"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"$ref":"#/definitions/LocalizedText"},"when":{"allOf":[{"$ref":"#/definitions/VisibilityRule"},{"type":"object","properties":{"audiencesAnyOf":{"$ref":"#/definitions/StringList"}},"not":{"required":["audiencesAnyOf"]}}]},"patch":{"type":"object","propertyNames":{"not":{"const":"audiences"}}}}},"App":{"type":"object","additionalProperties":false,"required":["siteTitle","homeTab","languages","defaultLanguage","density","requestTimeoutMs","tokenTimeSeconds","userInfoCacheMinutes","chunkLoadTimeoutMs","defaultAccount","apiBasePath","passwordTransport"],"properties":{"siteTitle":{"type":"string","minLength":1,"maxLength":80},"homeTab":{"type":"object","additionalProperties":false,"required":["path","label"],"properties":{"path":{"$ref":"#/definitions/RoutePath"},"label":{"$ref":"#/definitions/LocalizedText"},"byStation":{"type":"object","propertyNames":{"pattern":"^[A-Za-z0-9_-]{1,32}$"},"maxProperties":32,"additionalProperties":{"$ref":"#/definitions/RoutePath"}}}},"languages":{"type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"minProperties":1,"additionalProperties":{"type":"object","additionalProperties":false,"required":["order","label","htmlLang"],"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"type":"string","minLength":1},"htmlLang":{"type":"string","minLength":2}}}},"defaultLanguage":{"type":"string","pattern":"^[a-z]{2}(_[a-z]{2})?$"},"languagePolicy":{"type":"string","enum":["browser","tenant"]},"translations":{"type":"object","additionalProperties":false,"required":["urlTemplate"],"properties":{"urlTemplate":{"type":"string","maxLength":300,"pattern":"^(\\{prefix\\}/|/[^/\\\\]|https?://)[^\\s]*\\{language\\}"},"timeoutMs":{"type":"integer","minimum":100,"maximum":30000}}},"density":{"type":"object","additionalProperties":false,"required":["default","options"],"properties":{"default":{"enum":["medium","small","mini"]},"options":{"type":"array","minItems":1,"uniqueItems":true,"items":{"enum":["medium","small","mini"]}}}},"display":{"type":"object","additionalProperties":false,"properties":{"tag":{"type":"boolean"},"log":{"type":"boolean"},"theme":{"enum":["light","dark"]},"themeColor":{"type":"string","pattern":"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},"fullScreen":{"type":"boolean"},"lockScreen":{"type":"boolean"},"search":{"type":"boolean"},"collapse":{"type":"boolean"},"topMenu":{"type":"boolean"}}},"maxOpenTabs":{"type":"integer","minimum":2,"maximum":50},"requestTimeoutMs":{"type":"integer","minimum":1000},"tokenTimeSeconds":{"type":"integer","minimum":60},"userInfoCacheMinutes":{"type":"integer","minimum":1},"chunkLoadTimeoutMs":{"type":"integer","minimum":1000},"defaultAccount":{"type":"object","additionalProperties":false,"required":["elsAccount"],"properties":{"elsAccount":{"type":"string","pattern":"^[0-9A-Za-z_-]{1,32}$"}}},"apiBasePath":{"type":"string","pattern":"^(/|https?://|\\{prefix\\}(/|$))"},"auditServiceV2Prefix":{"$ref":"#/definitions/StringList"},"tokenRefreshLeadSeconds":{"type":"integer","minimum":1},"passwordTransport":{"type":"object","additionalProperties":false,"required":["key","iv"],"properties":{"key":{"type":"string","pattern":"^(.{16}|.{24}|.{32})$"},"iv":{"type":"string","pattern":"^.{16}$"}}},"branding":{"type":"object","additionalProperties":false,"properties":{"logo":{"$ref":"#/definitions/ImageSource"},"loginLogo":{"$ref":"#/definitions/ImageSource"},"favicon":{"$ref":"#/definitions/ImageSource"}}},"linkOrigins":{"type":"object","maxProperties":32,"propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"type":"object","additionalProperties":false,"required":["order","origin"],"properties":{"order":{"$ref":"#/definitions/Order"},"origin":{"type":"string","maxLength":200,"pattern":"^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"}}}}}},"Route":{"type":"object","additionalProperties":false,"required":["order","path","auth"],"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"$ref":"#/definitions/RoutePath"},"plugin":{"$ref":"#/definitions/Id"},"page":{"$ref":"#/definitions/Id"},"redirect":{"$ref":"#/definitions/RoutePath"},"auth":{"type":"boolean"},"label":{"$ref":"#/definitions/LocalizedText"},"tab":{"type":"boolean"},"chrome":{"enum":["shell","bare"]},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}},"oneOf":[{"required":["plugin","page"],"not":{"required":["redirect"]}},{"required":["redirect"],"not":{"anyOf":[{"required":["plugin"]},{"required":["page"]}]}}]},"MenuRule":{"type":"object","additionalProperties":false,"required":["order","target","path"],"properties":{"order":{"$ref":"#/definitions/Order"},"urlContains":{"type":"string","minLength":1},"urlNotContains":{"type":"string","minLength":1},"target":{"enum":["frame","audit","forward","portal"]},"path":{"type":"string","maxLength":2048,"pattern":"^(/(?![/\\\\])|\\{url\\})"}}},"TabGroup":{"type":"object","additionalProperties":false,"required":["order","label"],"anyOf":[{"required":["pathPrefix"]},{"required":["srcContains"]}],"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"$ref":"#/definitions/LocalizedText"},"pathPrefix":{"$ref":"#/definitions/RoutePath"},"srcContains":{"$ref":"#/definitions/StringList"},"namesTab":{"type":"boolean"}}},"TopBarItem":{"type":"object","additionalProperties":false,"required":["order","kind"],"properties":{"order":{"$ref":"#/definitions/Order"},"kind":{"enum":["collapse","density","language","wechatQr","pushStatus","avatar","userName","personalInfo","changePassword","lock","logout","displaySettings","fullScreen","log","guide","link","text"]},"area":{"enum":["start","end"]},"label":{"$ref":"#/definitions/LocalizedText"},"to":{"anyOf":[{"$ref":"#/definitions/RoutePath"},{"type":"string","maxLength":2048,"pattern":"^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\\s]*)?$"}]},"target":{"enum":["self","newWindow"]},"icon":{"enum":["help","link","open","info","home","document","folder","mail","chat","calendar","search","settings","person","people","building","cart","money","shield","truck","chart","tasks","alert","grid","box","apps"]},"showLabel":{"type":"boolean"},"confirm":{"type":"object","additionalProperties":false,"required":["title","message"],"properties":{"title":{"$ref":"#/definitions/LocalizedText"},"message":{"$ref":"#/definitions/LocalizedText"}}},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}},"IndexBlock":{"type":"object","additionalProperties":false,"required":["order","block","title"],"properties":{"order":{"$ref":"#/definitions/Order"},"block":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$"},"title":{"$ref":"#/definitions/LocalizedText"},"settingCode":{"type":"string","minLength":1},"width":{"enum":["full","half"]},"home":{"$ref":"#/definitions/Id"},"content":{"type":"object","additionalProperties":false,"required":["zh_cn","en"],"properties":{"zh_cn":{"type":"string","maxLength":4000},"en":{"type":"string","maxLength":4000}}},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}},"LoginPage":{"type":"object","additionalProperties":false,"required":["settingGroup","settingCodes","defaults","logo"],"properties":{"settingGroup":{"type":"string","minLength":1},"settingCodes":{"type":"object","additionalProperties":false,"required":["systemTitle","systemName","background","systemLogo","loginLogo","advertisement"],"properties":{"systemTitle":{"type":"string","minLength":1},"systemName":{"type":"string","minLength":1},"background":{"type":"string","minLength":1},"systemLogo":{"type":"string","minLength":1},"loginLogo":{"type":"string","minLength":1},"advertisement":{"type":"string","minLength":1}}},"defaults":{"type":"object","additionalProperties":false,"required":["systemTitle","systemName"],"properties":{"systemTitle":{"$ref":"#/definitions/LocalizedText"},"systemName":{"$ref":"#/definitions/LocalizedText"},"background":{"anyOf":[{"$ref":"#/definitions/ImageSource"},{"const":""}]},"advertisement":{"$ref":"#/definitions/LocalizedText"}}},"precedence":{"enum":["server","layout"]},"fileServicePath":{"type":"string","pattern":"^/"},"logo":{"type":"object","additionalProperties":false,"required":["defaultWidth","defaultHeight","aspectRatioThreshold","narrowHeight","wideWidth"],"properties":{"defaultWidth":{"type":"number","exclusiveMinimum":0},"defaultHeight":{"type":"number","exclusiveMinimum":0},"aspectRatioThreshold":{"type":"number","exclusiveMinimum":0},"narrowHeight":{"type":"number","exclusiveMinimum":0},"wideWidth":{"type":"number","exclusiveMinimum":0}}},"features":{"type":"object","additionalProperties":false,"properties":{"rememberAccount":{"type":"boolean"},"keepLogin":{"type":"boolean"},"forgotPassword":{"type":"boolean"},"invitationRegistration":{"type":"boolean"},"wechatLogin":{"type":"boolean"}}}}},"AuditLink":{"type":"object","additionalProperties":false,"required":["order","path"],"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"},"label":{"$ref":"#/definitions/LocalizedText"}}},"Frames":{"type":"object","additionalProperties":false,"required":["initDelayMs","loadTimeoutMs","nonCachedApps","allowedOrigins","poolLimit","flowDiagramUrl"],"properties":{"initDelayMs":{"type":"integer","minimum":0},"loadTimeoutMs":{"type":"integer","minimum":1000,"maximum":600000},"nonCachedApps":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"type":"object","additionalProperties":false,"required":["order","srcContains"],"properties":{"order":{"$ref":"#/definitions/Order"},"srcContains":{"type":"string","minLength":1}}}},"allowedOrigins":{"type":"object","maxProperties":32,"propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"type":"object","additionalProperties":false,"required":["order","origin"],"properties":{"order":{"$ref":"#/definitions/Order"},"origin":{"type":"string","maxLength":200,"pattern":"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"},"messages":{"type":"array","uniqueItems":true,"items":{"type":"string","enum":["openNewTag","openFlowDialog","openNewPage","openAuditDetail"]}}}}},"poolLimit":{"type":"integer","minimum":1,"maximum":100},"flowDiagramUrl":{"type":"string","pattern":"^(/|https?://)[^\\s]*\\{processInstanceId\\}"}}},"Push":{"type":"object","additionalProperties":false,"required":["enabled","brokerUrl","topicTemplate","connectTimeoutMs","keepaliveSeconds","notificationTitle"],"properties":{"enabled":{"type":"boolean"},"brokerUrl":{"type":"string","pattern":"^(wss?://|\\{wsOrigin\\})"},"brokerUrls":{"type":"array","maxItems":8,"uniqueItems":true,"items":{"type":"string","maxLength":2048,"pattern":"^(wss?://|\\{wsOrigin\\})"}},"credentials":{"enum":["accessToken","session"]},"topicTemplate":{"type":"string","minLength":1},"connectTimeoutMs":{"type":"integer","minimum":100},"keepaliveSeconds":{"type":"integer","minimum":1},"protocolVersion":{"enum":[3,4]},"toastLimit":{"type":"integer","minimum":1,"maximum":10},"notificationTitle":{"$ref":"#/definitions/LocalizedText"}}},"Session":{"type":"object","additionalProperties":false,"properties":{"idleLockSeconds":{"type":"integer","minimum":1,"maximum":86400},"maxSessionSeconds":{"type":"integer","minimum":10,"maximum":2592000},"captcha":{"enum":["afterFailures","always"]},"passwordPolicy":{"type":"object","additionalProperties":false,"properties":{"minLength":{"type":"integer","minimum":8,"maximum":64},"requireDigit":{"type":"boolean"}}}}}}};
const func2 = Object.prototype.hasOwnProperty;
const schema7 = {"type":"object","additionalProperties":false,"required":["siteTitle","homeTab","languages","defaultLanguage","density","requestTimeoutMs","tokenTimeSeconds","userInfoCacheMinutes","chunkLoadTimeoutMs","defaultAccount","apiBasePath","passwordTransport"],"properties":{"siteTitle":{"type":"string","minLength":1,"maxLength":80},"homeTab":{"type":"object","additionalProperties":false,"required":["path","label"],"properties":{"path":{"$ref":"#/definitions/RoutePath"},"label":{"$ref":"#/definitions/LocalizedText"},"byStation":{"type":"object","propertyNames":{"pattern":"^[A-Za-z0-9_-]{1,32}$"},"maxProperties":32,"additionalProperties":{"$ref":"#/definitions/RoutePath"}}}},"languages":{"type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"minProperties":1,"additionalProperties":{"type":"object","additionalProperties":false,"required":["order","label","htmlLang"],"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"type":"string","minLength":1},"htmlLang":{"type":"string","minLength":2}}}},"defaultLanguage":{"type":"string","pattern":"^[a-z]{2}(_[a-z]{2})?$"},"languagePolicy":{"type":"string","enum":["browser","tenant"]},"translations":{"type":"object","additionalProperties":false,"required":["urlTemplate"],"properties":{"urlTemplate":{"type":"string","maxLength":300,"pattern":"^(\\{prefix\\}/|/[^/\\\\]|https?://)[^\\s]*\\{language\\}"},"timeoutMs":{"type":"integer","minimum":100,"maximum":30000}}},"density":{"type":"object","additionalProperties":false,"required":["default","options"],"properties":{"default":{"enum":["medium","small","mini"]},"options":{"type":"array","minItems":1,"uniqueItems":true,"items":{"enum":["medium","small","mini"]}}}},"display":{"type":"object","additionalProperties":false,"properties":{"tag":{"type":"boolean"},"log":{"type":"boolean"},"theme":{"enum":["light","dark"]},"themeColor":{"type":"string","pattern":"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},"fullScreen":{"type":"boolean"},"lockScreen":{"type":"boolean"},"search":{"type":"boolean"},"collapse":{"type":"boolean"},"topMenu":{"type":"boolean"}}},"maxOpenTabs":{"type":"integer","minimum":2,"maximum":50},"requestTimeoutMs":{"type":"integer","minimum":1000},"tokenTimeSeconds":{"type":"integer","minimum":60},"userInfoCacheMinutes":{"type":"integer","minimum":1},"chunkLoadTimeoutMs":{"type":"integer","minimum":1000},"defaultAccount":{"type":"object","additionalProperties":false,"required":["elsAccount"],"properties":{"elsAccount":{"type":"string","pattern":"^[0-9A-Za-z_-]{1,32}$"}}},"apiBasePath":{"type":"string","pattern":"^(/|https?://|\\{prefix\\}(/|$))"},"auditServiceV2Prefix":{"$ref":"#/definitions/StringList"},"tokenRefreshLeadSeconds":{"type":"integer","minimum":1},"passwordTransport":{"type":"object","additionalProperties":false,"required":["key","iv"],"properties":{"key":{"type":"string","pattern":"^(.{16}|.{24}|.{32})$"},"iv":{"type":"string","pattern":"^.{16}$"}}},"branding":{"type":"object","additionalProperties":false,"properties":{"logo":{"$ref":"#/definitions/ImageSource"},"loginLogo":{"$ref":"#/definitions/ImageSource"},"favicon":{"$ref":"#/definitions/ImageSource"}}},"linkOrigins":{"type":"object","maxProperties":32,"propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"type":"object","additionalProperties":false,"required":["order","origin"],"properties":{"order":{"$ref":"#/definitions/Order"},"origin":{"type":"string","maxLength":200,"pattern":"^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"}}}}}};
const func4 = ajvRuntime_ucs2length;
const func0 = ajvRuntime_equal;
const schema8 = {"type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"};
const pattern0 = new RegExp("^/(?![/\\\\])[^\\s]*$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(func4(data) > 2048){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern0.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^/(?![/\\\\])[^\\s]*$"},message:"must match pattern \""+"^/(?![/\\\\])[^\\s]*$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

const schema9 = {"anyOf":[{"type":"string"},{"type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"additionalProperties":{"type":"string"},"minProperties":1}]};
const pattern1 = new RegExp("^[a-z]{2}(_[a-z]{2})?$", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err1 = {instancePath,schemaPath:"#/anyOf/1/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
const _errs5 = errors;
if(typeof key0 === "string"){
if(!pattern1.test(key0)){
const err2 = {instancePath,schemaPath:"#/anyOf/1/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}(_[a-z]{2})?$"},message:"must match pattern \""+"^[a-z]{2}(_[a-z]{2})?$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid1 = _errs5 === errors;
if(!valid1){
const err3 = {instancePath,schemaPath:"#/anyOf/1/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
for(const key1 in data){
if(typeof data[key1] !== "string"){
const err4 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/anyOf/1/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate25.errors = vErrors;
return errors === 0;
}

const schema10 = {"type":"number"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

const schema11 = {"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 === "string"){
if(func4(data0) < 1){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
let i1 = data.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err2 = {instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}

const schema12 = {"type":"string","minLength":1,"maxLength":44000,"pattern":"^(https://[^\\s]+|/(?![/\\\\])[^\\s]*|data:image/(png|jpeg|gif|webp|svg\\+xml);base64,[A-Za-z0-9+/=]+|[A-Za-z0-9_][^\\s:]*)$"};
const pattern11 = new RegExp("^(https://[^\\s]+|/(?![/\\\\])[^\\s]*|data:image/(png|jpeg|gif|webp|svg\\+xml);base64,[A-Za-z0-9+/=]+|[A-Za-z0-9_][^\\s:]*)$", "u");

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(func4(data) > 44000){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 44000},message:"must NOT have more than 44000 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func4(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern11.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(https://[^\\s]+|/(?![/\\\\])[^\\s]*|data:image/(png|jpeg|gif|webp|svg\\+xml);base64,[A-Za-z0-9+/=]+|[A-Za-z0-9_][^\\s:]*)$"},message:"must match pattern \""+"^(https://[^\\s]+|/(?![/\\\\])[^\\s]*|data:image/(png|jpeg|gif|webp|svg\\+xml);base64,[A-Za-z0-9+/=]+|[A-Za-z0-9_][^\\s:]*)$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}

const schema13 = {"type":"string","pattern":"^[A-Za-z][A-Za-z0-9_.-]{0,63}$"};
const pattern12 = new RegExp("^[A-Za-z][A-Za-z0-9_.-]{0,63}$", "u");

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern12.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_.-]{0,63}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_.-]{0,63}$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}

const pattern2 = new RegExp("^[A-Za-z0-9_-]{1,32}$", "u");
const pattern5 = new RegExp("^(\\{prefix\\}/|/[^/\\\\]|https?://)[^\\s]*\\{language\\}", "u");
const pattern6 = new RegExp("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$", "u");
const pattern7 = new RegExp("^[0-9A-Za-z_-]{1,32}$", "u");
const pattern8 = new RegExp("^(/|https?://|\\{prefix\\}(/|$))", "u");
const pattern9 = new RegExp("^(.{16}|.{24}|.{32})$", "u");
const pattern10 = new RegExp("^.{16}$", "u");
const pattern13 = new RegExp("^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.siteTitle === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "siteTitle"},message:"must have required property '"+"siteTitle"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.homeTab === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "homeTab"},message:"must have required property '"+"homeTab"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.languages === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "languages"},message:"must have required property '"+"languages"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.defaultLanguage === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "defaultLanguage"},message:"must have required property '"+"defaultLanguage"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.density === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "density"},message:"must have required property '"+"density"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.requestTimeoutMs === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requestTimeoutMs"},message:"must have required property '"+"requestTimeoutMs"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.tokenTimeSeconds === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tokenTimeSeconds"},message:"must have required property '"+"tokenTimeSeconds"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.userInfoCacheMinutes === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userInfoCacheMinutes"},message:"must have required property '"+"userInfoCacheMinutes"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.chunkLoadTimeoutMs === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chunkLoadTimeoutMs"},message:"must have required property '"+"chunkLoadTimeoutMs"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.defaultAccount === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "defaultAccount"},message:"must have required property '"+"defaultAccount"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.apiBasePath === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiBasePath"},message:"must have required property '"+"apiBasePath"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.passwordTransport === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passwordTransport"},message:"must have required property '"+"passwordTransport"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema7.properties, key0))){
const err12 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.siteTitle !== undefined){
let data0 = data.siteTitle;
if(typeof data0 === "string"){
if(func4(data0) > 80){
const err13 = {instancePath:instancePath+"/siteTitle",schemaPath:"#/properties/siteTitle/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func4(data0) < 1){
const err14 = {instancePath:instancePath+"/siteTitle",schemaPath:"#/properties/siteTitle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/siteTitle",schemaPath:"#/properties/siteTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.homeTab !== undefined){
let data1 = data.homeTab;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.path === undefined){
const err16 = {instancePath:instancePath+"/homeTab",schemaPath:"#/properties/homeTab/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data1.label === undefined){
const err17 = {instancePath:instancePath+"/homeTab",schemaPath:"#/properties/homeTab/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "path") || (key1 === "label")) || (key1 === "byStation"))){
const err18 = {instancePath:instancePath+"/homeTab",schemaPath:"#/properties/homeTab/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.path !== undefined){
if(!(validate23(data1.path, {instancePath:instancePath+"/homeTab/path",parentData:data1,parentDataProperty:"path",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data1.label !== undefined){
if(!(validate25(data1.label, {instancePath:instancePath+"/homeTab/label",parentData:data1,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data1.byStation !== undefined){
let data4 = data1.byStation;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 32){
const err19 = {instancePath:instancePath+"/homeTab/byStation",schemaPath:"#/properties/homeTab/properties/byStation/maxProperties",keyword:"maxProperties",params:{limit: 32},message:"must NOT have more than 32 properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data4){
const _errs11 = errors;
if(typeof key2 === "string"){
if(!pattern2.test(key2)){
const err20 = {instancePath:instancePath+"/homeTab/byStation",schemaPath:"#/properties/homeTab/properties/byStation/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,32}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,32}$"+"\"",propertyName:key2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var valid2 = _errs11 === errors;
if(!valid2){
const err21 = {instancePath:instancePath+"/homeTab/byStation",schemaPath:"#/properties/homeTab/properties/byStation/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
for(const key3 in data4){
if(!(validate23(data4[key3], {instancePath:instancePath+"/homeTab/byStation/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key3,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath:instancePath+"/homeTab/byStation",schemaPath:"#/properties/homeTab/properties/byStation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/homeTab",schemaPath:"#/properties/homeTab/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.languages !== undefined){
let data6 = data.languages;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(Object.keys(data6).length < 1){
const err24 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key4 in data6){
const _errs16 = errors;
if(typeof key4 === "string"){
if(!pattern1.test(key4)){
const err25 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}(_[a-z]{2})?$"},message:"must match pattern \""+"^[a-z]{2}(_[a-z]{2})?$"+"\"",propertyName:key4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
var valid4 = _errs16 === errors;
if(!valid4){
const err26 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/propertyNames",keyword:"propertyNames",params:{propertyName: key4},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
for(const key5 in data6){
let data7 = data6[key5];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.order === undefined){
const err27 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/languages/additionalProperties/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7.label === undefined){
const err28 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/languages/additionalProperties/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data7.htmlLang === undefined){
const err29 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/languages/additionalProperties/required",keyword:"required",params:{missingProperty: "htmlLang"},message:"must have required property '"+"htmlLang"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key6 in data7){
if(!(((key6 === "order") || (key6 === "label")) || (key6 === "htmlLang"))){
const err30 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/languages/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data7.order !== undefined){
if(!(validate28(data7.order, {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/order",parentData:data7,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data7.label !== undefined){
let data9 = data7.label;
if(typeof data9 === "string"){
if(func4(data9) < 1){
const err31 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/label",schemaPath:"#/properties/languages/additionalProperties/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/label",schemaPath:"#/properties/languages/additionalProperties/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data7.htmlLang !== undefined){
let data10 = data7.htmlLang;
if(typeof data10 === "string"){
if(func4(data10) < 2){
const err33 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/htmlLang",schemaPath:"#/properties/languages/additionalProperties/properties/htmlLang/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/htmlLang",schemaPath:"#/properties/languages/additionalProperties/properties/htmlLang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/languages/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.defaultLanguage !== undefined){
let data11 = data.defaultLanguage;
if(typeof data11 === "string"){
if(!pattern1.test(data11)){
const err37 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"#/properties/defaultLanguage/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}(_[a-z]{2})?$"},message:"must match pattern \""+"^[a-z]{2}(_[a-z]{2})?$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"#/properties/defaultLanguage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.languagePolicy !== undefined){
let data12 = data.languagePolicy;
if(typeof data12 !== "string"){
const err39 = {instancePath:instancePath+"/languagePolicy",schemaPath:"#/properties/languagePolicy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!((data12 === "browser") || (data12 === "tenant"))){
const err40 = {instancePath:instancePath+"/languagePolicy",schemaPath:"#/properties/languagePolicy/enum",keyword:"enum",params:{allowedValues: schema7.properties.languagePolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.translations !== undefined){
let data13 = data.translations;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.urlTemplate === undefined){
const err41 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/required",keyword:"required",params:{missingProperty: "urlTemplate"},message:"must have required property '"+"urlTemplate"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key7 in data13){
if(!((key7 === "urlTemplate") || (key7 === "timeoutMs"))){
const err42 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data13.urlTemplate !== undefined){
let data14 = data13.urlTemplate;
if(typeof data14 === "string"){
if(func4(data14) > 300){
const err43 = {instancePath:instancePath+"/translations/urlTemplate",schemaPath:"#/properties/translations/properties/urlTemplate/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!pattern5.test(data14)){
const err44 = {instancePath:instancePath+"/translations/urlTemplate",schemaPath:"#/properties/translations/properties/urlTemplate/pattern",keyword:"pattern",params:{pattern: "^(\\{prefix\\}/|/[^/\\\\]|https?://)[^\\s]*\\{language\\}"},message:"must match pattern \""+"^(\\{prefix\\}/|/[^/\\\\]|https?://)[^\\s]*\\{language\\}"+"\""};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/translations/urlTemplate",schemaPath:"#/properties/translations/properties/urlTemplate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data13.timeoutMs !== undefined){
let data15 = data13.timeoutMs;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err46 = {instancePath:instancePath+"/translations/timeoutMs",schemaPath:"#/properties/translations/properties/timeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 30000 || isNaN(data15)){
const err47 = {instancePath:instancePath+"/translations/timeoutMs",schemaPath:"#/properties/translations/properties/timeoutMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30000},message:"must be <= 30000"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data15 < 100 || isNaN(data15)){
const err48 = {instancePath:instancePath+"/translations/timeoutMs",schemaPath:"#/properties/translations/properties/timeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
}
else {
const err49 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.density !== undefined){
let data16 = data.density;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.default === undefined){
const err50 = {instancePath:instancePath+"/density",schemaPath:"#/properties/density/required",keyword:"required",params:{missingProperty: "default"},message:"must have required property '"+"default"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data16.options === undefined){
const err51 = {instancePath:instancePath+"/density",schemaPath:"#/properties/density/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key8 in data16){
if(!((key8 === "default") || (key8 === "options"))){
const err52 = {instancePath:instancePath+"/density",schemaPath:"#/properties/density/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data16.default !== undefined){
let data17 = data16.default;
if(!(((data17 === "medium") || (data17 === "small")) || (data17 === "mini"))){
const err53 = {instancePath:instancePath+"/density/default",schemaPath:"#/properties/density/properties/default/enum",keyword:"enum",params:{allowedValues: schema7.properties.density.properties.default.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data16.options !== undefined){
let data18 = data16.options;
if(Array.isArray(data18)){
if(data18.length < 1){
const err54 = {instancePath:instancePath+"/density/options",schemaPath:"#/properties/density/properties/options/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const len0 = data18.length;
for(let i0=0; i0<len0; i0++){
let data19 = data18[i0];
if(!(((data19 === "medium") || (data19 === "small")) || (data19 === "mini"))){
const err55 = {instancePath:instancePath+"/density/options/" + i0,schemaPath:"#/properties/density/properties/options/items/enum",keyword:"enum",params:{allowedValues: schema7.properties.density.properties.options.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
let i1 = data18.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data18[i1], data18[j0])){
const err56 = {instancePath:instancePath+"/density/options",schemaPath:"#/properties/density/properties/options/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err57 = {instancePath:instancePath+"/density/options",schemaPath:"#/properties/density/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/density",schemaPath:"#/properties/density/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.display !== undefined){
let data20 = data.display;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key9 in data20){
if(!(func2.call(schema7.properties.display.properties, key9))){
const err59 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data20.tag !== undefined){
if(typeof data20.tag !== "boolean"){
const err60 = {instancePath:instancePath+"/display/tag",schemaPath:"#/properties/display/properties/tag/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data20.log !== undefined){
if(typeof data20.log !== "boolean"){
const err61 = {instancePath:instancePath+"/display/log",schemaPath:"#/properties/display/properties/log/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data20.theme !== undefined){
let data23 = data20.theme;
if(!((data23 === "light") || (data23 === "dark"))){
const err62 = {instancePath:instancePath+"/display/theme",schemaPath:"#/properties/display/properties/theme/enum",keyword:"enum",params:{allowedValues: schema7.properties.display.properties.theme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data20.themeColor !== undefined){
let data24 = data20.themeColor;
if(typeof data24 === "string"){
if(!pattern6.test(data24)){
const err63 = {instancePath:instancePath+"/display/themeColor",schemaPath:"#/properties/display/properties/themeColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},message:"must match pattern \""+"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"+"\""};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/display/themeColor",schemaPath:"#/properties/display/properties/themeColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data20.fullScreen !== undefined){
if(typeof data20.fullScreen !== "boolean"){
const err65 = {instancePath:instancePath+"/display/fullScreen",schemaPath:"#/properties/display/properties/fullScreen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data20.lockScreen !== undefined){
if(typeof data20.lockScreen !== "boolean"){
const err66 = {instancePath:instancePath+"/display/lockScreen",schemaPath:"#/properties/display/properties/lockScreen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data20.search !== undefined){
if(typeof data20.search !== "boolean"){
const err67 = {instancePath:instancePath+"/display/search",schemaPath:"#/properties/display/properties/search/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data20.collapse !== undefined){
if(typeof data20.collapse !== "boolean"){
const err68 = {instancePath:instancePath+"/display/collapse",schemaPath:"#/properties/display/properties/collapse/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data20.topMenu !== undefined){
if(typeof data20.topMenu !== "boolean"){
const err69 = {instancePath:instancePath+"/display/topMenu",schemaPath:"#/properties/display/properties/topMenu/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.maxOpenTabs !== undefined){
let data30 = data.maxOpenTabs;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err71 = {instancePath:instancePath+"/maxOpenTabs",schemaPath:"#/properties/maxOpenTabs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 > 50 || isNaN(data30)){
const err72 = {instancePath:instancePath+"/maxOpenTabs",schemaPath:"#/properties/maxOpenTabs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data30 < 2 || isNaN(data30)){
const err73 = {instancePath:instancePath+"/maxOpenTabs",schemaPath:"#/properties/maxOpenTabs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
if(data.requestTimeoutMs !== undefined){
let data31 = data.requestTimeoutMs;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err74 = {instancePath:instancePath+"/requestTimeoutMs",schemaPath:"#/properties/requestTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 1000 || isNaN(data31)){
const err75 = {instancePath:instancePath+"/requestTimeoutMs",schemaPath:"#/properties/requestTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
if(data.tokenTimeSeconds !== undefined){
let data32 = data.tokenTimeSeconds;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err76 = {instancePath:instancePath+"/tokenTimeSeconds",schemaPath:"#/properties/tokenTimeSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 60 || isNaN(data32)){
const err77 = {instancePath:instancePath+"/tokenTimeSeconds",schemaPath:"#/properties/tokenTimeSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 60},message:"must be >= 60"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
if(data.userInfoCacheMinutes !== undefined){
let data33 = data.userInfoCacheMinutes;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err78 = {instancePath:instancePath+"/userInfoCacheMinutes",schemaPath:"#/properties/userInfoCacheMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 1 || isNaN(data33)){
const err79 = {instancePath:instancePath+"/userInfoCacheMinutes",schemaPath:"#/properties/userInfoCacheMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
if(data.chunkLoadTimeoutMs !== undefined){
let data34 = data.chunkLoadTimeoutMs;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err80 = {instancePath:instancePath+"/chunkLoadTimeoutMs",schemaPath:"#/properties/chunkLoadTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 1000 || isNaN(data34)){
const err81 = {instancePath:instancePath+"/chunkLoadTimeoutMs",schemaPath:"#/properties/chunkLoadTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
if(data.defaultAccount !== undefined){
let data35 = data.defaultAccount;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.elsAccount === undefined){
const err82 = {instancePath:instancePath+"/defaultAccount",schemaPath:"#/properties/defaultAccount/required",keyword:"required",params:{missingProperty: "elsAccount"},message:"must have required property '"+"elsAccount"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
for(const key10 in data35){
if(!(key10 === "elsAccount")){
const err83 = {instancePath:instancePath+"/defaultAccount",schemaPath:"#/properties/defaultAccount/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data35.elsAccount !== undefined){
let data36 = data35.elsAccount;
if(typeof data36 === "string"){
if(!pattern7.test(data36)){
const err84 = {instancePath:instancePath+"/defaultAccount/elsAccount",schemaPath:"#/properties/defaultAccount/properties/elsAccount/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Za-z_-]{1,32}$"},message:"must match pattern \""+"^[0-9A-Za-z_-]{1,32}$"+"\""};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/defaultAccount/elsAccount",schemaPath:"#/properties/defaultAccount/properties/elsAccount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath:instancePath+"/defaultAccount",schemaPath:"#/properties/defaultAccount/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.apiBasePath !== undefined){
let data37 = data.apiBasePath;
if(typeof data37 === "string"){
if(!pattern8.test(data37)){
const err87 = {instancePath:instancePath+"/apiBasePath",schemaPath:"#/properties/apiBasePath/pattern",keyword:"pattern",params:{pattern: "^(/|https?://|\\{prefix\\}(/|$))"},message:"must match pattern \""+"^(/|https?://|\\{prefix\\}(/|$))"+"\""};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/apiBasePath",schemaPath:"#/properties/apiBasePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.auditServiceV2Prefix !== undefined){
if(!(validate30(data.auditServiceV2Prefix, {instancePath:instancePath+"/auditServiceV2Prefix",parentData:data,parentDataProperty:"auditServiceV2Prefix",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.tokenRefreshLeadSeconds !== undefined){
let data39 = data.tokenRefreshLeadSeconds;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err89 = {instancePath:instancePath+"/tokenRefreshLeadSeconds",schemaPath:"#/properties/tokenRefreshLeadSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 1 || isNaN(data39)){
const err90 = {instancePath:instancePath+"/tokenRefreshLeadSeconds",schemaPath:"#/properties/tokenRefreshLeadSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
if(data.passwordTransport !== undefined){
let data40 = data.passwordTransport;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.key === undefined){
const err91 = {instancePath:instancePath+"/passwordTransport",schemaPath:"#/properties/passwordTransport/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data40.iv === undefined){
const err92 = {instancePath:instancePath+"/passwordTransport",schemaPath:"#/properties/passwordTransport/required",keyword:"required",params:{missingProperty: "iv"},message:"must have required property '"+"iv"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
for(const key11 in data40){
if(!((key11 === "key") || (key11 === "iv"))){
const err93 = {instancePath:instancePath+"/passwordTransport",schemaPath:"#/properties/passwordTransport/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data40.key !== undefined){
let data41 = data40.key;
if(typeof data41 === "string"){
if(!pattern9.test(data41)){
const err94 = {instancePath:instancePath+"/passwordTransport/key",schemaPath:"#/properties/passwordTransport/properties/key/pattern",keyword:"pattern",params:{pattern: "^(.{16}|.{24}|.{32})$"},message:"must match pattern \""+"^(.{16}|.{24}|.{32})$"+"\""};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/passwordTransport/key",schemaPath:"#/properties/passwordTransport/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data40.iv !== undefined){
let data42 = data40.iv;
if(typeof data42 === "string"){
if(!pattern10.test(data42)){
const err96 = {instancePath:instancePath+"/passwordTransport/iv",schemaPath:"#/properties/passwordTransport/properties/iv/pattern",keyword:"pattern",params:{pattern: "^.{16}$"},message:"must match pattern \""+"^.{16}$"+"\""};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/passwordTransport/iv",schemaPath:"#/properties/passwordTransport/properties/iv/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath:instancePath+"/passwordTransport",schemaPath:"#/properties/passwordTransport/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.branding !== undefined){
let data43 = data.branding;
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
for(const key12 in data43){
if(!(((key12 === "logo") || (key12 === "loginLogo")) || (key12 === "favicon"))){
const err99 = {instancePath:instancePath+"/branding",schemaPath:"#/properties/branding/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data43.logo !== undefined){
if(!(validate32(data43.logo, {instancePath:instancePath+"/branding/logo",parentData:data43,parentDataProperty:"logo",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data43.loginLogo !== undefined){
if(!(validate32(data43.loginLogo, {instancePath:instancePath+"/branding/loginLogo",parentData:data43,parentDataProperty:"loginLogo",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data43.favicon !== undefined){
if(!(validate32(data43.favicon, {instancePath:instancePath+"/branding/favicon",parentData:data43,parentDataProperty:"favicon",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
else {
const err100 = {instancePath:instancePath+"/branding",schemaPath:"#/properties/branding/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data.linkOrigins !== undefined){
let data47 = data.linkOrigins;
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
if(Object.keys(data47).length > 32){
const err101 = {instancePath:instancePath+"/linkOrigins",schemaPath:"#/properties/linkOrigins/maxProperties",keyword:"maxProperties",params:{limit: 32},message:"must NOT have more than 32 properties"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
for(const key13 in data47){
const _errs99 = errors;
if(!(validate36(key13, {instancePath:instancePath+"/linkOrigins",parentData:data47,parentDataProperty:"linkOrigins",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid16 = _errs99 === errors;
if(!valid16){
const err102 = {instancePath:instancePath+"/linkOrigins",schemaPath:"#/properties/linkOrigins/propertyNames",keyword:"propertyNames",params:{propertyName: key13},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
for(const key14 in data47){
let data48 = data47[key14];
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
if(data48.order === undefined){
const err103 = {instancePath:instancePath+"/linkOrigins/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/linkOrigins/additionalProperties/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data48.origin === undefined){
const err104 = {instancePath:instancePath+"/linkOrigins/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/linkOrigins/additionalProperties/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
for(const key15 in data48){
if(!((key15 === "order") || (key15 === "origin"))){
const err105 = {instancePath:instancePath+"/linkOrigins/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/linkOrigins/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data48.order !== undefined){
if(!(validate28(data48.order, {instancePath:instancePath+"/linkOrigins/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/order",parentData:data48,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data48.origin !== undefined){
let data50 = data48.origin;
if(typeof data50 === "string"){
if(func4(data50) > 200){
const err106 = {instancePath:instancePath+"/linkOrigins/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/linkOrigins/additionalProperties/properties/origin/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(!pattern13.test(data50)){
const err107 = {instancePath:instancePath+"/linkOrigins/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/linkOrigins/additionalProperties/properties/origin/pattern",keyword:"pattern",params:{pattern: "^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"},message:"must match pattern \""+"^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"+"\""};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
else {
const err108 = {instancePath:instancePath+"/linkOrigins/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/linkOrigins/additionalProperties/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
else {
const err109 = {instancePath:instancePath+"/linkOrigins/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/linkOrigins/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath:instancePath+"/linkOrigins",schemaPath:"#/properties/linkOrigins/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
else {
const err111 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

const schema14 = {"type":"object","additionalProperties":false,"required":["order","path","auth"],"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"$ref":"#/definitions/RoutePath"},"plugin":{"$ref":"#/definitions/Id"},"page":{"$ref":"#/definitions/Id"},"redirect":{"$ref":"#/definitions/RoutePath"},"auth":{"type":"boolean"},"label":{"$ref":"#/definitions/LocalizedText"},"tab":{"type":"boolean"},"chrome":{"enum":["shell","bare"]},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}},"oneOf":[{"required":["plugin","page"],"not":{"required":["redirect"]}},{"required":["redirect"],"not":{"anyOf":[{"required":["plugin"]},{"required":["page"]}]}}]};
const schema15 = {"type":"object","additionalProperties":false,"properties":{"stationsExcluded":{"$ref":"#/definitions/StringList"},"stationsIncluded":{"$ref":"#/definitions/StringList"},"rolesAnyOf":{"$ref":"#/definitions/StringList"},"permissionsAnyOf":{"$ref":"#/definitions/StringList"},"settingsOn":{"$ref":"#/definitions/StringList"},"authenticated":{"type":"boolean"},"accountsAnyOf":{"$ref":"#/definitions/StringList"},"subAccountsAnyOf":{"$ref":"#/definitions/StringList"},"supplier":{"type":"boolean"},"audiencesAnyOf":{"$ref":"#/definitions/StringList"}}};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema15.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.stationsExcluded !== undefined){
if(!(validate30(data.stationsExcluded, {instancePath:instancePath+"/stationsExcluded",parentData:data,parentDataProperty:"stationsExcluded",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.stationsIncluded !== undefined){
if(!(validate30(data.stationsIncluded, {instancePath:instancePath+"/stationsIncluded",parentData:data,parentDataProperty:"stationsIncluded",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.rolesAnyOf !== undefined){
if(!(validate30(data.rolesAnyOf, {instancePath:instancePath+"/rolesAnyOf",parentData:data,parentDataProperty:"rolesAnyOf",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.permissionsAnyOf !== undefined){
if(!(validate30(data.permissionsAnyOf, {instancePath:instancePath+"/permissionsAnyOf",parentData:data,parentDataProperty:"permissionsAnyOf",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.settingsOn !== undefined){
if(!(validate30(data.settingsOn, {instancePath:instancePath+"/settingsOn",parentData:data,parentDataProperty:"settingsOn",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.authenticated !== undefined){
if(typeof data.authenticated !== "boolean"){
const err1 = {instancePath:instancePath+"/authenticated",schemaPath:"#/properties/authenticated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.accountsAnyOf !== undefined){
if(!(validate30(data.accountsAnyOf, {instancePath:instancePath+"/accountsAnyOf",parentData:data,parentDataProperty:"accountsAnyOf",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.subAccountsAnyOf !== undefined){
if(!(validate30(data.subAccountsAnyOf, {instancePath:instancePath+"/subAccountsAnyOf",parentData:data,parentDataProperty:"subAccountsAnyOf",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.supplier !== undefined){
if(typeof data.supplier !== "boolean"){
const err2 = {instancePath:instancePath+"/supplier",schemaPath:"#/properties/supplier/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.audiencesAnyOf !== undefined){
if(!(validate30(data.audiencesAnyOf, {instancePath:instancePath+"/audiencesAnyOf",parentData:data,parentDataProperty:"audiencesAnyOf",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}


function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
const _errs3 = errors;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redirect === undefined) && (missing0 = "redirect")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid1 = _errs4 === errors;
if(valid1){
const err1 = {instancePath,schemaPath:"#/oneOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.plugin === undefined){
const err2 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "plugin"},message:"must have required property '"+"plugin"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.page === undefined){
const err3 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs5 = errors;
const _errs6 = errors;
const _errs7 = errors;
const _errs8 = errors;
let valid3 = false;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.plugin === undefined) && (missing1 = "plugin")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid1 = _errs9 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.page === undefined) && (missing2 = "page")){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid1 = _errs10 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs7 === errors;
if(valid2){
const err7 = {instancePath,schemaPath:"#/oneOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.redirect === undefined){
const err8 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "redirect"},message:"must have required property '"+"redirect"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err9 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.order === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.path === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.auth === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "auth"},message:"must have required property '"+"auth"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema14.properties, key0))){
const err13 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.order !== undefined){
if(!(validate28(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.path !== undefined){
if(!(validate23(data.path, {instancePath:instancePath+"/path",parentData:data,parentDataProperty:"path",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.plugin !== undefined){
if(!(validate36(data.plugin, {instancePath:instancePath+"/plugin",parentData:data,parentDataProperty:"plugin",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
if(data.page !== undefined){
if(!(validate36(data.page, {instancePath:instancePath+"/page",parentData:data,parentDataProperty:"page",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
if(data.redirect !== undefined){
if(!(validate23(data.redirect, {instancePath:instancePath+"/redirect",parentData:data,parentDataProperty:"redirect",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.auth !== undefined){
if(typeof data.auth !== "boolean"){
const err14 = {instancePath:instancePath+"/auth",schemaPath:"#/properties/auth/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.label !== undefined){
if(!(validate25(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data.tab !== undefined){
if(typeof data.tab !== "boolean"){
const err15 = {instancePath:instancePath+"/tab",schemaPath:"#/properties/tab/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.chrome !== undefined){
let data8 = data.chrome;
if(!((data8 === "shell") || (data8 === "bare"))){
const err16 = {instancePath:instancePath+"/chrome",schemaPath:"#/properties/chrome/enum",keyword:"enum",params:{allowedValues: schema14.properties.chrome.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.visibleWhen !== undefined){
if(!(validate48(data.visibleWhen, {instancePath:instancePath+"/visibleWhen",parentData:data,parentDataProperty:"visibleWhen",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}

const schema16 = {"type":"object","additionalProperties":false,"required":["order","target","path"],"properties":{"order":{"$ref":"#/definitions/Order"},"urlContains":{"type":"string","minLength":1},"urlNotContains":{"type":"string","minLength":1},"target":{"enum":["frame","audit","forward","portal"]},"path":{"type":"string","maxLength":2048,"pattern":"^(/(?![/\\\\])|\\{url\\})"}}};
const pattern14 = new RegExp("^(/(?![/\\\\])|\\{url\\})", "u");

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.order === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.target === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.path === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "order") || (key0 === "urlContains")) || (key0 === "urlNotContains")) || (key0 === "target")) || (key0 === "path"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.order !== undefined){
if(!(validate28(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.urlContains !== undefined){
let data1 = data.urlContains;
if(typeof data1 === "string"){
if(func4(data1) < 1){
const err4 = {instancePath:instancePath+"/urlContains",schemaPath:"#/properties/urlContains/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/urlContains",schemaPath:"#/properties/urlContains/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.urlNotContains !== undefined){
let data2 = data.urlNotContains;
if(typeof data2 === "string"){
if(func4(data2) < 1){
const err6 = {instancePath:instancePath+"/urlNotContains",schemaPath:"#/properties/urlNotContains/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/urlNotContains",schemaPath:"#/properties/urlNotContains/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.target !== undefined){
let data3 = data.target;
if(!((((data3 === "frame") || (data3 === "audit")) || (data3 === "forward")) || (data3 === "portal"))){
const err8 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/enum",keyword:"enum",params:{allowedValues: schema16.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.path !== undefined){
let data4 = data.path;
if(typeof data4 === "string"){
if(func4(data4) > 2048){
const err9 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern14.test(data4)){
const err10 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^(/(?![/\\\\])|\\{url\\})"},message:"must match pattern \""+"^(/(?![/\\\\])|\\{url\\})"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}

const schema17 = {"type":"object","additionalProperties":false,"required":["order","label"],"anyOf":[{"required":["pathPrefix"]},{"required":["srcContains"]}],"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"$ref":"#/definitions/LocalizedText"},"pathPrefix":{"$ref":"#/definitions/RoutePath"},"srcContains":{"$ref":"#/definitions/StringList"},"namesTab":{"type":"boolean"}}};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pathPrefix === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "pathPrefix"},message:"must have required property '"+"pathPrefix"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.srcContains === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "srcContains"},message:"must have required property '"+"srcContains"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.order === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.label === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "order") || (key0 === "label")) || (key0 === "pathPrefix")) || (key0 === "srcContains")) || (key0 === "namesTab"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.order !== undefined){
if(!(validate28(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.label !== undefined){
if(!(validate25(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data.pathPrefix !== undefined){
if(!(validate23(data.pathPrefix, {instancePath:instancePath+"/pathPrefix",parentData:data,parentDataProperty:"pathPrefix",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.srcContains !== undefined){
if(!(validate30(data.srcContains, {instancePath:instancePath+"/srcContains",parentData:data,parentDataProperty:"srcContains",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.namesTab !== undefined){
if(typeof data.namesTab !== "boolean"){
const err6 = {instancePath:instancePath+"/namesTab",schemaPath:"#/properties/namesTab/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}

const schema18 = {"type":"object","additionalProperties":false,"required":["order","kind"],"properties":{"order":{"$ref":"#/definitions/Order"},"kind":{"enum":["collapse","density","language","wechatQr","pushStatus","avatar","userName","personalInfo","changePassword","lock","logout","displaySettings","fullScreen","log","guide","link","text"]},"area":{"enum":["start","end"]},"label":{"$ref":"#/definitions/LocalizedText"},"to":{"anyOf":[{"$ref":"#/definitions/RoutePath"},{"type":"string","maxLength":2048,"pattern":"^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\\s]*)?$"}]},"target":{"enum":["self","newWindow"]},"icon":{"enum":["help","link","open","info","home","document","folder","mail","chat","calendar","search","settings","person","people","building","cart","money","shield","truck","chart","tasks","alert","grid","box","apps"]},"showLabel":{"type":"boolean"},"confirm":{"type":"object","additionalProperties":false,"required":["title","message"],"properties":{"title":{"$ref":"#/definitions/LocalizedText"},"message":{"$ref":"#/definitions/LocalizedText"}}},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}};
const pattern15 = new RegExp("^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\\s]*)?$", "u");

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.order === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema18.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.order !== undefined){
if(!(validate28(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if(!(((((((((((((((((data1 === "collapse") || (data1 === "density")) || (data1 === "language")) || (data1 === "wechatQr")) || (data1 === "pushStatus")) || (data1 === "avatar")) || (data1 === "userName")) || (data1 === "personalInfo")) || (data1 === "changePassword")) || (data1 === "lock")) || (data1 === "logout")) || (data1 === "displaySettings")) || (data1 === "fullScreen")) || (data1 === "log")) || (data1 === "guide")) || (data1 === "link")) || (data1 === "text"))){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema18.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.area !== undefined){
let data2 = data.area;
if(!((data2 === "start") || (data2 === "end"))){
const err4 = {instancePath:instancePath+"/area",schemaPath:"#/properties/area/enum",keyword:"enum",params:{allowedValues: schema18.properties.area.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.label !== undefined){
if(!(validate25(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data.to !== undefined){
let data4 = data.to;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(!(validate23(data4, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs9 = errors;
if(typeof data4 === "string"){
if(func4(data4) > 2048){
const err5 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern15.test(data4)){
const err6 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\\s]*)?$"},message:"must match pattern \""+"^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\\s]*)?$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err8 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.target !== undefined){
let data5 = data.target;
if(!((data5 === "self") || (data5 === "newWindow"))){
const err9 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/enum",keyword:"enum",params:{allowedValues: schema18.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.icon !== undefined){
let data6 = data.icon;
if(!(((((((((((((((((((((((((data6 === "help") || (data6 === "link")) || (data6 === "open")) || (data6 === "info")) || (data6 === "home")) || (data6 === "document")) || (data6 === "folder")) || (data6 === "mail")) || (data6 === "chat")) || (data6 === "calendar")) || (data6 === "search")) || (data6 === "settings")) || (data6 === "person")) || (data6 === "people")) || (data6 === "building")) || (data6 === "cart")) || (data6 === "money")) || (data6 === "shield")) || (data6 === "truck")) || (data6 === "chart")) || (data6 === "tasks")) || (data6 === "alert")) || (data6 === "grid")) || (data6 === "box")) || (data6 === "apps"))){
const err10 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/enum",keyword:"enum",params:{allowedValues: schema18.properties.icon.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.showLabel !== undefined){
if(typeof data.showLabel !== "boolean"){
const err11 = {instancePath:instancePath+"/showLabel",schemaPath:"#/properties/showLabel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.confirm !== undefined){
let data8 = data.confirm;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.title === undefined){
const err12 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data8.message === undefined){
const err13 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data8){
if(!((key1 === "title") || (key1 === "message"))){
const err14 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data8.title !== undefined){
if(!(validate25(data8.title, {instancePath:instancePath+"/confirm/title",parentData:data8,parentDataProperty:"title",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data8.message !== undefined){
if(!(validate25(data8.message, {instancePath:instancePath+"/confirm/message",parentData:data8,parentDataProperty:"message",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.visibleWhen !== undefined){
if(!(validate48(data.visibleWhen, {instancePath:instancePath+"/visibleWhen",parentData:data,parentDataProperty:"visibleWhen",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}

const schema19 = {"type":"object","additionalProperties":false,"required":["order","block","title"],"properties":{"order":{"$ref":"#/definitions/Order"},"block":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$"},"title":{"$ref":"#/definitions/LocalizedText"},"settingCode":{"type":"string","minLength":1},"width":{"enum":["full","half"]},"home":{"$ref":"#/definitions/Id"},"content":{"type":"object","additionalProperties":false,"required":["zh_cn","en"],"properties":{"zh_cn":{"type":"string","maxLength":4000},"en":{"type":"string","maxLength":4000}}},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}};
const pattern16 = new RegExp("^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$", "u");

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.order === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.block === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "block"},message:"must have required property '"+"block"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.title === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "order") || (key0 === "block")) || (key0 === "title")) || (key0 === "settingCode")) || (key0 === "width")) || (key0 === "home")) || (key0 === "content")) || (key0 === "visibleWhen"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.order !== undefined){
if(!(validate28(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.block !== undefined){
let data1 = data.block;
if(typeof data1 === "string"){
if(!pattern16.test(data1)){
const err4 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.title !== undefined){
if(!(validate25(data.title, {instancePath:instancePath+"/title",parentData:data,parentDataProperty:"title",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data.settingCode !== undefined){
let data3 = data.settingCode;
if(typeof data3 === "string"){
if(func4(data3) < 1){
const err6 = {instancePath:instancePath+"/settingCode",schemaPath:"#/properties/settingCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/settingCode",schemaPath:"#/properties/settingCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.width !== undefined){
let data4 = data.width;
if(!((data4 === "full") || (data4 === "half"))){
const err8 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/enum",keyword:"enum",params:{allowedValues: schema19.properties.width.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.home !== undefined){
if(!(validate36(data.home, {instancePath:instancePath+"/home",parentData:data,parentDataProperty:"home",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
if(data.content !== undefined){
let data6 = data.content;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.zh_cn === undefined){
const err9 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/required",keyword:"required",params:{missingProperty: "zh_cn"},message:"must have required property '"+"zh_cn"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data6.en === undefined){
const err10 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/required",keyword:"required",params:{missingProperty: "en"},message:"must have required property '"+"en"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data6){
if(!((key1 === "zh_cn") || (key1 === "en"))){
const err11 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data6.zh_cn !== undefined){
let data7 = data6.zh_cn;
if(typeof data7 === "string"){
if(func4(data7) > 4000){
const err12 = {instancePath:instancePath+"/content/zh_cn",schemaPath:"#/properties/content/properties/zh_cn/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/content/zh_cn",schemaPath:"#/properties/content/properties/zh_cn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data6.en !== undefined){
let data8 = data6.en;
if(typeof data8 === "string"){
if(func4(data8) > 4000){
const err14 = {instancePath:instancePath+"/content/en",schemaPath:"#/properties/content/properties/en/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/content/en",schemaPath:"#/properties/content/properties/en/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.visibleWhen !== undefined){
if(!(validate48(data.visibleWhen, {instancePath:instancePath+"/visibleWhen",parentData:data,parentDataProperty:"visibleWhen",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate80.errors = vErrors;
return errors === 0;
}

const schema20 = {"type":"object","additionalProperties":false,"required":["settingGroup","settingCodes","defaults","logo"],"properties":{"settingGroup":{"type":"string","minLength":1},"settingCodes":{"type":"object","additionalProperties":false,"required":["systemTitle","systemName","background","systemLogo","loginLogo","advertisement"],"properties":{"systemTitle":{"type":"string","minLength":1},"systemName":{"type":"string","minLength":1},"background":{"type":"string","minLength":1},"systemLogo":{"type":"string","minLength":1},"loginLogo":{"type":"string","minLength":1},"advertisement":{"type":"string","minLength":1}}},"defaults":{"type":"object","additionalProperties":false,"required":["systemTitle","systemName"],"properties":{"systemTitle":{"$ref":"#/definitions/LocalizedText"},"systemName":{"$ref":"#/definitions/LocalizedText"},"background":{"anyOf":[{"$ref":"#/definitions/ImageSource"},{"const":""}]},"advertisement":{"$ref":"#/definitions/LocalizedText"}}},"precedence":{"enum":["server","layout"]},"fileServicePath":{"type":"string","pattern":"^/"},"logo":{"type":"object","additionalProperties":false,"required":["defaultWidth","defaultHeight","aspectRatioThreshold","narrowHeight","wideWidth"],"properties":{"defaultWidth":{"type":"number","exclusiveMinimum":0},"defaultHeight":{"type":"number","exclusiveMinimum":0},"aspectRatioThreshold":{"type":"number","exclusiveMinimum":0},"narrowHeight":{"type":"number","exclusiveMinimum":0},"wideWidth":{"type":"number","exclusiveMinimum":0}}},"features":{"type":"object","additionalProperties":false,"properties":{"rememberAccount":{"type":"boolean"},"keepLogin":{"type":"boolean"},"forgotPassword":{"type":"boolean"},"invitationRegistration":{"type":"boolean"},"wechatLogin":{"type":"boolean"}}}}};
const pattern17 = new RegExp("^/", "u");

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.settingGroup === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "settingGroup"},message:"must have required property '"+"settingGroup"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.settingCodes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "settingCodes"},message:"must have required property '"+"settingCodes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.defaults === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "defaults"},message:"must have required property '"+"defaults"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.logo === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "logo"},message:"must have required property '"+"logo"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "settingGroup") || (key0 === "settingCodes")) || (key0 === "defaults")) || (key0 === "precedence")) || (key0 === "fileServicePath")) || (key0 === "logo")) || (key0 === "features"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.settingGroup !== undefined){
let data0 = data.settingGroup;
if(typeof data0 === "string"){
if(func4(data0) < 1){
const err5 = {instancePath:instancePath+"/settingGroup",schemaPath:"#/properties/settingGroup/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/settingGroup",schemaPath:"#/properties/settingGroup/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.settingCodes !== undefined){
let data1 = data.settingCodes;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.systemTitle === undefined){
const err7 = {instancePath:instancePath+"/settingCodes",schemaPath:"#/properties/settingCodes/required",keyword:"required",params:{missingProperty: "systemTitle"},message:"must have required property '"+"systemTitle"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.systemName === undefined){
const err8 = {instancePath:instancePath+"/settingCodes",schemaPath:"#/properties/settingCodes/required",keyword:"required",params:{missingProperty: "systemName"},message:"must have required property '"+"systemName"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.background === undefined){
const err9 = {instancePath:instancePath+"/settingCodes",schemaPath:"#/properties/settingCodes/required",keyword:"required",params:{missingProperty: "background"},message:"must have required property '"+"background"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.systemLogo === undefined){
const err10 = {instancePath:instancePath+"/settingCodes",schemaPath:"#/properties/settingCodes/required",keyword:"required",params:{missingProperty: "systemLogo"},message:"must have required property '"+"systemLogo"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.loginLogo === undefined){
const err11 = {instancePath:instancePath+"/settingCodes",schemaPath:"#/properties/settingCodes/required",keyword:"required",params:{missingProperty: "loginLogo"},message:"must have required property '"+"loginLogo"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.advertisement === undefined){
const err12 = {instancePath:instancePath+"/settingCodes",schemaPath:"#/properties/settingCodes/required",keyword:"required",params:{missingProperty: "advertisement"},message:"must have required property '"+"advertisement"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data1){
if(!((((((key1 === "systemTitle") || (key1 === "systemName")) || (key1 === "background")) || (key1 === "systemLogo")) || (key1 === "loginLogo")) || (key1 === "advertisement"))){
const err13 = {instancePath:instancePath+"/settingCodes",schemaPath:"#/properties/settingCodes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.systemTitle !== undefined){
let data2 = data1.systemTitle;
if(typeof data2 === "string"){
if(func4(data2) < 1){
const err14 = {instancePath:instancePath+"/settingCodes/systemTitle",schemaPath:"#/properties/settingCodes/properties/systemTitle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/settingCodes/systemTitle",schemaPath:"#/properties/settingCodes/properties/systemTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.systemName !== undefined){
let data3 = data1.systemName;
if(typeof data3 === "string"){
if(func4(data3) < 1){
const err16 = {instancePath:instancePath+"/settingCodes/systemName",schemaPath:"#/properties/settingCodes/properties/systemName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/settingCodes/systemName",schemaPath:"#/properties/settingCodes/properties/systemName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.background !== undefined){
let data4 = data1.background;
if(typeof data4 === "string"){
if(func4(data4) < 1){
const err18 = {instancePath:instancePath+"/settingCodes/background",schemaPath:"#/properties/settingCodes/properties/background/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/settingCodes/background",schemaPath:"#/properties/settingCodes/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.systemLogo !== undefined){
let data5 = data1.systemLogo;
if(typeof data5 === "string"){
if(func4(data5) < 1){
const err20 = {instancePath:instancePath+"/settingCodes/systemLogo",schemaPath:"#/properties/settingCodes/properties/systemLogo/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/settingCodes/systemLogo",schemaPath:"#/properties/settingCodes/properties/systemLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.loginLogo !== undefined){
let data6 = data1.loginLogo;
if(typeof data6 === "string"){
if(func4(data6) < 1){
const err22 = {instancePath:instancePath+"/settingCodes/loginLogo",schemaPath:"#/properties/settingCodes/properties/loginLogo/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/settingCodes/loginLogo",schemaPath:"#/properties/settingCodes/properties/loginLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.advertisement !== undefined){
let data7 = data1.advertisement;
if(typeof data7 === "string"){
if(func4(data7) < 1){
const err24 = {instancePath:instancePath+"/settingCodes/advertisement",schemaPath:"#/properties/settingCodes/properties/advertisement/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/settingCodes/advertisement",schemaPath:"#/properties/settingCodes/properties/advertisement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/settingCodes",schemaPath:"#/properties/settingCodes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.defaults !== undefined){
let data8 = data.defaults;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.systemTitle === undefined){
const err27 = {instancePath:instancePath+"/defaults",schemaPath:"#/properties/defaults/required",keyword:"required",params:{missingProperty: "systemTitle"},message:"must have required property '"+"systemTitle"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data8.systemName === undefined){
const err28 = {instancePath:instancePath+"/defaults",schemaPath:"#/properties/defaults/required",keyword:"required",params:{missingProperty: "systemName"},message:"must have required property '"+"systemName"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 in data8){
if(!((((key2 === "systemTitle") || (key2 === "systemName")) || (key2 === "background")) || (key2 === "advertisement"))){
const err29 = {instancePath:instancePath+"/defaults",schemaPath:"#/properties/defaults/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data8.systemTitle !== undefined){
if(!(validate25(data8.systemTitle, {instancePath:instancePath+"/defaults/systemTitle",parentData:data8,parentDataProperty:"systemTitle",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data8.systemName !== undefined){
if(!(validate25(data8.systemName, {instancePath:instancePath+"/defaults/systemName",parentData:data8,parentDataProperty:"systemName",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data8.background !== undefined){
let data11 = data8.background;
const _errs25 = errors;
let valid3 = false;
const _errs26 = errors;
if(!(validate32(data11, {instancePath:instancePath+"/defaults/background",parentData:data8,parentDataProperty:"background",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var _valid0 = _errs26 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs27 = errors;
if("" !== data11){
const err30 = {instancePath:instancePath+"/defaults/background",schemaPath:"#/properties/defaults/properties/background/anyOf/1/const",keyword:"const",params:{allowedValue: ""},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err31 = {instancePath:instancePath+"/defaults/background",schemaPath:"#/properties/defaults/properties/background/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
if(data8.advertisement !== undefined){
if(!(validate25(data8.advertisement, {instancePath:instancePath+"/defaults/advertisement",parentData:data8,parentDataProperty:"advertisement",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err32 = {instancePath:instancePath+"/defaults",schemaPath:"#/properties/defaults/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.precedence !== undefined){
let data13 = data.precedence;
if(!((data13 === "server") || (data13 === "layout"))){
const err33 = {instancePath:instancePath+"/precedence",schemaPath:"#/properties/precedence/enum",keyword:"enum",params:{allowedValues: schema20.properties.precedence.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.fileServicePath !== undefined){
let data14 = data.fileServicePath;
if(typeof data14 === "string"){
if(!pattern17.test(data14)){
const err34 = {instancePath:instancePath+"/fileServicePath",schemaPath:"#/properties/fileServicePath/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/fileServicePath",schemaPath:"#/properties/fileServicePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.logo !== undefined){
let data15 = data.logo;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.defaultWidth === undefined){
const err36 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/required",keyword:"required",params:{missingProperty: "defaultWidth"},message:"must have required property '"+"defaultWidth"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data15.defaultHeight === undefined){
const err37 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/required",keyword:"required",params:{missingProperty: "defaultHeight"},message:"must have required property '"+"defaultHeight"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data15.aspectRatioThreshold === undefined){
const err38 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/required",keyword:"required",params:{missingProperty: "aspectRatioThreshold"},message:"must have required property '"+"aspectRatioThreshold"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data15.narrowHeight === undefined){
const err39 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/required",keyword:"required",params:{missingProperty: "narrowHeight"},message:"must have required property '"+"narrowHeight"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data15.wideWidth === undefined){
const err40 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/required",keyword:"required",params:{missingProperty: "wideWidth"},message:"must have required property '"+"wideWidth"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key3 in data15){
if(!(((((key3 === "defaultWidth") || (key3 === "defaultHeight")) || (key3 === "aspectRatioThreshold")) || (key3 === "narrowHeight")) || (key3 === "wideWidth"))){
const err41 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data15.defaultWidth !== undefined){
let data16 = data15.defaultWidth;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 <= 0 || isNaN(data16)){
const err42 = {instancePath:instancePath+"/logo/defaultWidth",schemaPath:"#/properties/logo/properties/defaultWidth/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/logo/defaultWidth",schemaPath:"#/properties/logo/properties/defaultWidth/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data15.defaultHeight !== undefined){
let data17 = data15.defaultHeight;
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 <= 0 || isNaN(data17)){
const err44 = {instancePath:instancePath+"/logo/defaultHeight",schemaPath:"#/properties/logo/properties/defaultHeight/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/logo/defaultHeight",schemaPath:"#/properties/logo/properties/defaultHeight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data15.aspectRatioThreshold !== undefined){
let data18 = data15.aspectRatioThreshold;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 <= 0 || isNaN(data18)){
const err46 = {instancePath:instancePath+"/logo/aspectRatioThreshold",schemaPath:"#/properties/logo/properties/aspectRatioThreshold/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/logo/aspectRatioThreshold",schemaPath:"#/properties/logo/properties/aspectRatioThreshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data15.narrowHeight !== undefined){
let data19 = data15.narrowHeight;
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 <= 0 || isNaN(data19)){
const err48 = {instancePath:instancePath+"/logo/narrowHeight",schemaPath:"#/properties/logo/properties/narrowHeight/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/logo/narrowHeight",schemaPath:"#/properties/logo/properties/narrowHeight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data15.wideWidth !== undefined){
let data20 = data15.wideWidth;
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 <= 0 || isNaN(data20)){
const err50 = {instancePath:instancePath+"/logo/wideWidth",schemaPath:"#/properties/logo/properties/wideWidth/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/logo/wideWidth",schemaPath:"#/properties/logo/properties/wideWidth/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.features !== undefined){
let data21 = data.features;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key4 in data21){
if(!(((((key4 === "rememberAccount") || (key4 === "keepLogin")) || (key4 === "forgotPassword")) || (key4 === "invitationRegistration")) || (key4 === "wechatLogin"))){
const err53 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data21.rememberAccount !== undefined){
if(typeof data21.rememberAccount !== "boolean"){
const err54 = {instancePath:instancePath+"/features/rememberAccount",schemaPath:"#/properties/features/properties/rememberAccount/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data21.keepLogin !== undefined){
if(typeof data21.keepLogin !== "boolean"){
const err55 = {instancePath:instancePath+"/features/keepLogin",schemaPath:"#/properties/features/properties/keepLogin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data21.forgotPassword !== undefined){
if(typeof data21.forgotPassword !== "boolean"){
const err56 = {instancePath:instancePath+"/features/forgotPassword",schemaPath:"#/properties/features/properties/forgotPassword/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data21.invitationRegistration !== undefined){
if(typeof data21.invitationRegistration !== "boolean"){
const err57 = {instancePath:instancePath+"/features/invitationRegistration",schemaPath:"#/properties/features/properties/invitationRegistration/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data21.wechatLogin !== undefined){
if(typeof data21.wechatLogin !== "boolean"){
const err58 = {instancePath:instancePath+"/features/wechatLogin",schemaPath:"#/properties/features/properties/wechatLogin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}

const schema21 = {"type":"object","additionalProperties":false,"required":["order","path"],"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"},"label":{"$ref":"#/definitions/LocalizedText"}}};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.order === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.path === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "order") || (key0 === "path")) || (key0 === "label"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.order !== undefined){
if(!(validate28(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.path !== undefined){
let data1 = data.path;
if(typeof data1 === "string"){
if(func4(data1) > 2048){
const err3 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^/(?![/\\\\])[^\\s]*$"},message:"must match pattern \""+"^/(?![/\\\\])[^\\s]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.label !== undefined){
if(!(validate25(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate93.errors = vErrors;
return errors === 0;
}

const schema22 = {"type":"object","additionalProperties":false,"required":["initDelayMs","loadTimeoutMs","nonCachedApps","allowedOrigins","poolLimit","flowDiagramUrl"],"properties":{"initDelayMs":{"type":"integer","minimum":0},"loadTimeoutMs":{"type":"integer","minimum":1000,"maximum":600000},"nonCachedApps":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"type":"object","additionalProperties":false,"required":["order","srcContains"],"properties":{"order":{"$ref":"#/definitions/Order"},"srcContains":{"type":"string","minLength":1}}}},"allowedOrigins":{"type":"object","maxProperties":32,"propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"type":"object","additionalProperties":false,"required":["order","origin"],"properties":{"order":{"$ref":"#/definitions/Order"},"origin":{"type":"string","maxLength":200,"pattern":"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"},"messages":{"type":"array","uniqueItems":true,"items":{"type":"string","enum":["openNewTag","openFlowDialog","openNewPage","openAuditDetail"]}}}}},"poolLimit":{"type":"integer","minimum":1,"maximum":100},"flowDiagramUrl":{"type":"string","pattern":"^(/|https?://)[^\\s]*\\{processInstanceId\\}"}}};
const pattern19 = new RegExp("^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$", "u");
const pattern20 = new RegExp("^(/|https?://)[^\\s]*\\{processInstanceId\\}", "u");

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.initDelayMs === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "initDelayMs"},message:"must have required property '"+"initDelayMs"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.loadTimeoutMs === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "loadTimeoutMs"},message:"must have required property '"+"loadTimeoutMs"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.nonCachedApps === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nonCachedApps"},message:"must have required property '"+"nonCachedApps"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.allowedOrigins === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allowedOrigins"},message:"must have required property '"+"allowedOrigins"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.poolLimit === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "poolLimit"},message:"must have required property '"+"poolLimit"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.flowDiagramUrl === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "flowDiagramUrl"},message:"must have required property '"+"flowDiagramUrl"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "initDelayMs") || (key0 === "loadTimeoutMs")) || (key0 === "nonCachedApps")) || (key0 === "allowedOrigins")) || (key0 === "poolLimit")) || (key0 === "flowDiagramUrl"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.initDelayMs !== undefined){
let data0 = data.initDelayMs;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/initDelayMs",schemaPath:"#/properties/initDelayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/initDelayMs",schemaPath:"#/properties/initDelayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.loadTimeoutMs !== undefined){
let data1 = data.loadTimeoutMs;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/loadTimeoutMs",schemaPath:"#/properties/loadTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 600000 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/loadTimeoutMs",schemaPath:"#/properties/loadTimeoutMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 600000},message:"must be <= 600000"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1 < 1000 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/loadTimeoutMs",schemaPath:"#/properties/loadTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.nonCachedApps !== undefined){
let data2 = data.nonCachedApps;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs8 = errors;
if(!(validate36(key1, {instancePath:instancePath+"/nonCachedApps",parentData:data2,parentDataProperty:"nonCachedApps",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
const err12 = {instancePath:instancePath+"/nonCachedApps",schemaPath:"#/properties/nonCachedApps/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
for(const key2 in data2){
let data3 = data2[key2];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.order === undefined){
const err13 = {instancePath:instancePath+"/nonCachedApps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nonCachedApps/additionalProperties/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.srcContains === undefined){
const err14 = {instancePath:instancePath+"/nonCachedApps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nonCachedApps/additionalProperties/required",keyword:"required",params:{missingProperty: "srcContains"},message:"must have required property '"+"srcContains"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key3 in data3){
if(!((key3 === "order") || (key3 === "srcContains"))){
const err15 = {instancePath:instancePath+"/nonCachedApps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nonCachedApps/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.order !== undefined){
if(!(validate28(data3.order, {instancePath:instancePath+"/nonCachedApps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/order",parentData:data3,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data3.srcContains !== undefined){
let data5 = data3.srcContains;
if(typeof data5 === "string"){
if(func4(data5) < 1){
const err16 = {instancePath:instancePath+"/nonCachedApps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/srcContains",schemaPath:"#/properties/nonCachedApps/additionalProperties/properties/srcContains/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/nonCachedApps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/srcContains",schemaPath:"#/properties/nonCachedApps/additionalProperties/properties/srcContains/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/nonCachedApps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nonCachedApps/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/nonCachedApps",schemaPath:"#/properties/nonCachedApps/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.allowedOrigins !== undefined){
let data6 = data.allowedOrigins;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(Object.keys(data6).length > 32){
const err20 = {instancePath:instancePath+"/allowedOrigins",schemaPath:"#/properties/allowedOrigins/maxProperties",keyword:"maxProperties",params:{limit: 32},message:"must NOT have more than 32 properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key4 in data6){
const _errs18 = errors;
if(!(validate36(key4, {instancePath:instancePath+"/allowedOrigins",parentData:data6,parentDataProperty:"allowedOrigins",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid4 = _errs18 === errors;
if(!valid4){
const err21 = {instancePath:instancePath+"/allowedOrigins",schemaPath:"#/properties/allowedOrigins/propertyNames",keyword:"propertyNames",params:{propertyName: key4},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
for(const key5 in data6){
let data7 = data6[key5];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.order === undefined){
const err22 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/allowedOrigins/additionalProperties/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.origin === undefined){
const err23 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/allowedOrigins/additionalProperties/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key6 in data7){
if(!(((key6 === "order") || (key6 === "origin")) || (key6 === "messages"))){
const err24 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/allowedOrigins/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.order !== undefined){
if(!(validate28(data7.order, {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/order",parentData:data7,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data7.origin !== undefined){
let data9 = data7.origin;
if(typeof data9 === "string"){
if(func4(data9) > 200){
const err25 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/origin/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern19.test(data9)){
const err26 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/origin/pattern",keyword:"pattern",params:{pattern: "^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"},message:"must match pattern \""+"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data7.messages !== undefined){
let data10 = data7.messages;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(typeof data11 !== "string"){
const err28 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages/" + i0,schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!((((data11 === "openNewTag") || (data11 === "openFlowDialog")) || (data11 === "openNewPage")) || (data11 === "openAuditDetail"))){
const err29 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages/" + i0,schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/items/enum",keyword:"enum",params:{allowedValues: schema22.properties.allowedOrigins.additionalProperties.properties.messages.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
let i1 = data10.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data10[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err30 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err31 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/allowedOrigins/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/allowedOrigins",schemaPath:"#/properties/allowedOrigins/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.poolLimit !== undefined){
let data12 = data.poolLimit;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err34 = {instancePath:instancePath+"/poolLimit",schemaPath:"#/properties/poolLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100 || isNaN(data12)){
const err35 = {instancePath:instancePath+"/poolLimit",schemaPath:"#/properties/poolLimit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err36 = {instancePath:instancePath+"/poolLimit",schemaPath:"#/properties/poolLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data.flowDiagramUrl !== undefined){
let data13 = data.flowDiagramUrl;
if(typeof data13 === "string"){
if(!pattern20.test(data13)){
const err37 = {instancePath:instancePath+"/flowDiagramUrl",schemaPath:"#/properties/flowDiagramUrl/pattern",keyword:"pattern",params:{pattern: "^(/|https?://)[^\\s]*\\{processInstanceId\\}"},message:"must match pattern \""+"^(/|https?://)[^\\s]*\\{processInstanceId\\}"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/flowDiagramUrl",schemaPath:"#/properties/flowDiagramUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate97.errors = vErrors;
return errors === 0;
}

const schema23 = {"type":"object","additionalProperties":false,"required":["enabled","brokerUrl","topicTemplate","connectTimeoutMs","keepaliveSeconds","notificationTitle"],"properties":{"enabled":{"type":"boolean"},"brokerUrl":{"type":"string","pattern":"^(wss?://|\\{wsOrigin\\})"},"brokerUrls":{"type":"array","maxItems":8,"uniqueItems":true,"items":{"type":"string","maxLength":2048,"pattern":"^(wss?://|\\{wsOrigin\\})"}},"credentials":{"enum":["accessToken","session"]},"topicTemplate":{"type":"string","minLength":1},"connectTimeoutMs":{"type":"integer","minimum":100},"keepaliveSeconds":{"type":"integer","minimum":1},"protocolVersion":{"enum":[3,4]},"toastLimit":{"type":"integer","minimum":1,"maximum":10},"notificationTitle":{"$ref":"#/definitions/LocalizedText"}}};
const pattern21 = new RegExp("^(wss?://|\\{wsOrigin\\})", "u");

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.enabled === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enabled"},message:"must have required property '"+"enabled"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.brokerUrl === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "brokerUrl"},message:"must have required property '"+"brokerUrl"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topicTemplate === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topicTemplate"},message:"must have required property '"+"topicTemplate"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.connectTimeoutMs === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "connectTimeoutMs"},message:"must have required property '"+"connectTimeoutMs"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.keepaliveSeconds === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "keepaliveSeconds"},message:"must have required property '"+"keepaliveSeconds"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.notificationTitle === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notificationTitle"},message:"must have required property '"+"notificationTitle"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema23.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.enabled !== undefined){
if(typeof data.enabled !== "boolean"){
const err7 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.brokerUrl !== undefined){
let data1 = data.brokerUrl;
if(typeof data1 === "string"){
if(!pattern21.test(data1)){
const err8 = {instancePath:instancePath+"/brokerUrl",schemaPath:"#/properties/brokerUrl/pattern",keyword:"pattern",params:{pattern: "^(wss?://|\\{wsOrigin\\})"},message:"must match pattern \""+"^(wss?://|\\{wsOrigin\\})"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/brokerUrl",schemaPath:"#/properties/brokerUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.brokerUrls !== undefined){
let data2 = data.brokerUrls;
if(Array.isArray(data2)){
if(data2.length > 8){
const err10 = {instancePath:instancePath+"/brokerUrls",schemaPath:"#/properties/brokerUrls/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 === "string"){
if(func4(data3) > 2048){
const err11 = {instancePath:instancePath+"/brokerUrls/" + i0,schemaPath:"#/properties/brokerUrls/items/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern21.test(data3)){
const err12 = {instancePath:instancePath+"/brokerUrls/" + i0,schemaPath:"#/properties/brokerUrls/items/pattern",keyword:"pattern",params:{pattern: "^(wss?://|\\{wsOrigin\\})"},message:"must match pattern \""+"^(wss?://|\\{wsOrigin\\})"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/brokerUrls/" + i0,schemaPath:"#/properties/brokerUrls/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
let i1 = data2.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data2[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err14 = {instancePath:instancePath+"/brokerUrls",schemaPath:"#/properties/brokerUrls/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err15 = {instancePath:instancePath+"/brokerUrls",schemaPath:"#/properties/brokerUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.credentials !== undefined){
let data4 = data.credentials;
if(!((data4 === "accessToken") || (data4 === "session"))){
const err16 = {instancePath:instancePath+"/credentials",schemaPath:"#/properties/credentials/enum",keyword:"enum",params:{allowedValues: schema23.properties.credentials.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.topicTemplate !== undefined){
let data5 = data.topicTemplate;
if(typeof data5 === "string"){
if(func4(data5) < 1){
const err17 = {instancePath:instancePath+"/topicTemplate",schemaPath:"#/properties/topicTemplate/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/topicTemplate",schemaPath:"#/properties/topicTemplate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.connectTimeoutMs !== undefined){
let data6 = data.connectTimeoutMs;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err19 = {instancePath:instancePath+"/connectTimeoutMs",schemaPath:"#/properties/connectTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 100 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/connectTimeoutMs",schemaPath:"#/properties/connectTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.keepaliveSeconds !== undefined){
let data7 = data.keepaliveSeconds;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err21 = {instancePath:instancePath+"/keepaliveSeconds",schemaPath:"#/properties/keepaliveSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err22 = {instancePath:instancePath+"/keepaliveSeconds",schemaPath:"#/properties/keepaliveSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.protocolVersion !== undefined){
let data8 = data.protocolVersion;
if(!((data8 === 3) || (data8 === 4))){
const err23 = {instancePath:instancePath+"/protocolVersion",schemaPath:"#/properties/protocolVersion/enum",keyword:"enum",params:{allowedValues: schema23.properties.protocolVersion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.toastLimit !== undefined){
let data9 = data.toastLimit;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err24 = {instancePath:instancePath+"/toastLimit",schemaPath:"#/properties/toastLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 10 || isNaN(data9)){
const err25 = {instancePath:instancePath+"/toastLimit",schemaPath:"#/properties/toastLimit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/toastLimit",schemaPath:"#/properties/toastLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.notificationTitle !== undefined){
if(!(validate25(data.notificationTitle, {instancePath:instancePath+"/notificationTitle",parentData:data,parentDataProperty:"notificationTitle",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate103.errors = vErrors;
return errors === 0;
}

const schema24 = {"type":"object","additionalProperties":false,"properties":{"idleLockSeconds":{"type":"integer","minimum":1,"maximum":86400},"maxSessionSeconds":{"type":"integer","minimum":10,"maximum":2592000},"captcha":{"enum":["afterFailures","always"]},"passwordPolicy":{"type":"object","additionalProperties":false,"properties":{"minLength":{"type":"integer","minimum":8,"maximum":64},"requireDigit":{"type":"boolean"}}}}};

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "idleLockSeconds") || (key0 === "maxSessionSeconds")) || (key0 === "captcha")) || (key0 === "passwordPolicy"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.idleLockSeconds !== undefined){
let data0 = data.idleLockSeconds;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/idleLockSeconds",schemaPath:"#/properties/idleLockSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 86400 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/idleLockSeconds",schemaPath:"#/properties/idleLockSeconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/idleLockSeconds",schemaPath:"#/properties/idleLockSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.maxSessionSeconds !== undefined){
let data1 = data.maxSessionSeconds;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/maxSessionSeconds",schemaPath:"#/properties/maxSessionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2592000 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/maxSessionSeconds",schemaPath:"#/properties/maxSessionSeconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2592000},message:"must be <= 2592000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 10 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/maxSessionSeconds",schemaPath:"#/properties/maxSessionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.captcha !== undefined){
let data2 = data.captcha;
if(!((data2 === "afterFailures") || (data2 === "always"))){
const err7 = {instancePath:instancePath+"/captcha",schemaPath:"#/properties/captcha/enum",keyword:"enum",params:{allowedValues: schema24.properties.captcha.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.passwordPolicy !== undefined){
let data3 = data.passwordPolicy;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
if(!((key1 === "minLength") || (key1 === "requireDigit"))){
const err8 = {instancePath:instancePath+"/passwordPolicy",schemaPath:"#/properties/passwordPolicy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.minLength !== undefined){
let data4 = data3.minLength;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/passwordPolicy/minLength",schemaPath:"#/properties/passwordPolicy/properties/minLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 64 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/passwordPolicy/minLength",schemaPath:"#/properties/passwordPolicy/properties/minLength/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4 < 8 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/passwordPolicy/minLength",schemaPath:"#/properties/passwordPolicy/properties/minLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 8},message:"must be >= 8"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data3.requireDigit !== undefined){
if(typeof data3.requireDigit !== "boolean"){
const err12 = {instancePath:instancePath+"/passwordPolicy/requireDigit",schemaPath:"#/properties/passwordPolicy/properties/requireDigit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/passwordPolicy",schemaPath:"#/properties/passwordPolicy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate106.errors = vErrors;
return errors === 0;
}

const schema25 = {"type":"object","additionalProperties":false,"required":["order","when","patch"],"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"$ref":"#/definitions/LocalizedText"},"when":{"allOf":[{"$ref":"#/definitions/VisibilityRule"},{"type":"object","properties":{"audiencesAnyOf":{"$ref":"#/definitions/StringList"}},"not":{"required":["audiencesAnyOf"]}}]},"patch":{"type":"object","propertyNames":{"not":{"const":"audiences"}}}}};

function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.order === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.when === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "when"},message:"must have required property '"+"when"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.patch === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "patch"},message:"must have required property '"+"patch"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "order") || (key0 === "label")) || (key0 === "when")) || (key0 === "patch"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.order !== undefined){
if(!(validate28(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.label !== undefined){
if(!(validate25(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data.when !== undefined){
let data2 = data.when;
if(!(validate48(data2, {instancePath:instancePath+"/when",parentData:data,parentDataProperty:"when",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
const _errs8 = errors;
const _errs9 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing0;
if((data2.audiencesAnyOf === undefined) && (missing0 = "audiencesAnyOf")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid2 = _errs9 === errors;
if(valid2){
const err5 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.audiencesAnyOf !== undefined){
if(!(validate30(data2.audiencesAnyOf, {instancePath:instancePath+"/when/audiencesAnyOf",parentData:data2,parentDataProperty:"audiencesAnyOf",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.patch !== undefined){
let data4 = data.patch;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
const _errs13 = errors;
const _errs14 = errors;
const _errs15 = errors;
if("audiences" !== key1){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid5 = _errs15 === errors;
if(valid5){
const err8 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/propertyNames/not",keyword:"not",params:{},message:"must NOT be valid",propertyName:key1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs13 === errors;
if(!valid4){
const err9 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate109.errors = vErrors;
return errors === 0;
}


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://srm-portal.example/schema/layout.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.app === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "app"},message:"must have required property '"+"app"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.routes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "routes"},message:"must have required property '"+"routes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.menuRules === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "menuRules"},message:"must have required property '"+"menuRules"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.tabGroups === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tabGroups"},message:"must have required property '"+"tabGroups"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.topBar === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topBar"},message:"must have required property '"+"topBar"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.indexBlocks === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "indexBlocks"},message:"must have required property '"+"indexBlocks"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.loginPage === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "loginPage"},message:"must have required property '"+"loginPage"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.auditLinks === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "auditLinks"},message:"must have required property '"+"auditLinks"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.frames === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "frames"},message:"must have required property '"+"frames"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.push === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "push"},message:"must have required property '"+"push"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema6.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err11 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.app !== undefined){
if(!(validate22(data.app, {instancePath:instancePath+"/app",parentData:data,parentDataProperty:"app",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
if(data.routes !== undefined){
let data2 = data.routes;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs7 = errors;
if(!(validate36(key1, {instancePath:instancePath+"/routes",parentData:data2,parentDataProperty:"routes",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
const err12 = {instancePath:instancePath+"/routes",schemaPath:"#/properties/routes/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
for(const key2 in data2){
if(!(validate41(data2[key2], {instancePath:instancePath+"/routes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key2,rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/routes",schemaPath:"#/properties/routes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.menuRules !== undefined){
let data4 = data.menuRules;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key3 in data4){
const _errs12 = errors;
if(!(validate36(key3, {instancePath:instancePath+"/menuRules",parentData:data4,parentDataProperty:"menuRules",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
if(!valid3){
const err14 = {instancePath:instancePath+"/menuRules",schemaPath:"#/properties/menuRules/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
for(const key4 in data4){
if(!(validate60(data4[key4], {instancePath:instancePath+"/menuRules/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key4,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/menuRules",schemaPath:"#/properties/menuRules/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.tabGroups !== undefined){
let data6 = data.tabGroups;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key5 in data6){
const _errs17 = errors;
if(!(validate36(key5, {instancePath:instancePath+"/tabGroups",parentData:data6,parentDataProperty:"tabGroups",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
if(!valid5){
const err16 = {instancePath:instancePath+"/tabGroups",schemaPath:"#/properties/tabGroups/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
for(const key6 in data6){
if(!(validate64(data6[key6], {instancePath:instancePath+"/tabGroups/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key6,rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/tabGroups",schemaPath:"#/properties/tabGroups/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.topBar !== undefined){
let data8 = data.topBar;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key7 in data8){
const _errs22 = errors;
if(!(validate36(key7, {instancePath:instancePath+"/topBar",parentData:data8,parentDataProperty:"topBar",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid7 = _errs22 === errors;
if(!valid7){
const err18 = {instancePath:instancePath+"/topBar",schemaPath:"#/properties/topBar/propertyNames",keyword:"propertyNames",params:{propertyName: key7},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
for(const key8 in data8){
if(!(validate71(data8[key8], {instancePath:instancePath+"/topBar/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key8,rootData}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
}
else {
const err19 = {instancePath:instancePath+"/topBar",schemaPath:"#/properties/topBar/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.indexBlocks !== undefined){
let data10 = data.indexBlocks;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key9 in data10){
const _errs27 = errors;
if(!(validate36(key9, {instancePath:instancePath+"/indexBlocks",parentData:data10,parentDataProperty:"indexBlocks",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid9 = _errs27 === errors;
if(!valid9){
const err20 = {instancePath:instancePath+"/indexBlocks",schemaPath:"#/properties/indexBlocks/propertyNames",keyword:"propertyNames",params:{propertyName: key9},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
for(const key10 in data10){
if(!(validate80(data10[key10], {instancePath:instancePath+"/indexBlocks/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data10,parentDataProperty:key10,rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/indexBlocks",schemaPath:"#/properties/indexBlocks/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.loginPage !== undefined){
if(!(validate86(data.loginPage, {instancePath:instancePath+"/loginPage",parentData:data,parentDataProperty:"loginPage",rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
}
if(data.auditLinks !== undefined){
let data13 = data.auditLinks;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key11 in data13){
const _errs33 = errors;
if(!(validate36(key11, {instancePath:instancePath+"/auditLinks",parentData:data13,parentDataProperty:"auditLinks",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid11 = _errs33 === errors;
if(!valid11){
const err22 = {instancePath:instancePath+"/auditLinks",schemaPath:"#/properties/auditLinks/propertyNames",keyword:"propertyNames",params:{propertyName: key11},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
for(const key12 in data13){
if(!(validate93(data13[key12], {instancePath:instancePath+"/auditLinks/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data13,parentDataProperty:key12,rootData}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath:instancePath+"/auditLinks",schemaPath:"#/properties/auditLinks/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.frames !== undefined){
if(!(validate97(data.frames, {instancePath:instancePath+"/frames",parentData:data,parentDataProperty:"frames",rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
if(data.push !== undefined){
if(!(validate103(data.push, {instancePath:instancePath+"/push",parentData:data,parentDataProperty:"push",rootData}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
}
if(data.session !== undefined){
if(!(validate106(data.session, {instancePath:instancePath+"/session",parentData:data,parentDataProperty:"session",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.audiences !== undefined){
let data18 = data.audiences;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(Object.keys(data18).length > 50){
const err24 = {instancePath:instancePath+"/audiences",schemaPath:"#/properties/audiences/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key13 in data18){
const _errs41 = errors;
if(!(validate36(key13, {instancePath:instancePath+"/audiences",parentData:data18,parentDataProperty:"audiences",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid13 = _errs41 === errors;
if(!valid13){
const err25 = {instancePath:instancePath+"/audiences",schemaPath:"#/properties/audiences/propertyNames",keyword:"propertyNames",params:{propertyName: key13},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
for(const key14 in data18){
if(!(validate109(data18[key14], {instancePath:instancePath+"/audiences/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data18,parentDataProperty:key14,rootData}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
}
}
else {
const err26 = {instancePath:instancePath+"/audiences",schemaPath:"#/properties/audiences/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

export const validateLayoutPatch = validate115;
const schema26 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://srm-portal.example/schema/layout.partial.schema.json","type":"object","additionalProperties":false,"properties":{"$schema":{"type":"string"},"app":{"$ref":"#/definitions/App"},"routes":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/Route"}},"menuRules":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/MenuRule"}},"tabGroups":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/TabGroup"}},"topBar":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/TopBarItem"}},"indexBlocks":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/IndexBlock"}},"loginPage":{"$ref":"#/definitions/LoginPage"},"auditLinks":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/AuditLink"}},"frames":{"$ref":"#/definitions/Frames"},"push":{"$ref":"#/definitions/Push"},"session":{"$ref":"#/definitions/Session"},"audiences":{"type":"object","maxProperties":50,"propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/Audience"}}},"definitions":{"Id":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9_.-]{0,63}$"},"Order":{"type":"number"},"LocalizedText":{"anyOf":[{"type":"string"},{"type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"additionalProperties":{"type":"string"}}]},"RoutePath":{"type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"},"StringList":{"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true},"ImageSource":{"type":"string","minLength":1,"maxLength":44000,"pattern":"^(https://[^\\s]+|/(?![/\\\\])[^\\s]*|data:image/(png|jpeg|gif|webp|svg\\+xml);base64,[A-Za-z0-9+/=]+|[A-Za-z0-9_][^\\s:]*)$"},"VisibilityRule":{"type":"object","additionalProperties":false,"properties":{"stationsExcluded":{"$ref":"#/definitions/StringList"},"stationsIncluded":{"$ref":"#/definitions/StringList"},"rolesAnyOf":{"$ref":"#/definitions/StringList"},"permissionsAnyOf":{"$ref":"#/definitions/StringList"},"settingsOn":{"$ref":"#/definitions/StringList"},"authenticated":{"type":"boolean"},"accountsAnyOf":{"$ref":"#/definitions/StringList"},"subAccountsAnyOf":{"$ref":"#/definitions/StringList"},"supplier":{"type":"boolean"},"audiencesAnyOf":{"$ref":"#/definitions/StringList"}}},"Audience":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"$ref":"#/definitions/LocalizedText"},"when":{"allOf":[{"$ref":"#/definitions/VisibilityRule"},{"type":"object","properties":{"audiencesAnyOf":{"$ref":"#/definitions/StringList"}},"not":{"required":["audiencesAnyOf"]}}]},"patch":{"type":"object","propertyNames":{"not":{"const":"audiences"}}}}},"App":{"type":"object","additionalProperties":false,"properties":{"siteTitle":{"type":"string","minLength":1,"maxLength":80},"homeTab":{"type":"object","additionalProperties":false,"properties":{"path":{"$ref":"#/definitions/RoutePath"},"label":{"$ref":"#/definitions/LocalizedText"},"byStation":{"type":"object","propertyNames":{"pattern":"^[A-Za-z0-9_-]{1,32}$"},"maxProperties":32,"additionalProperties":{"$ref":"#/definitions/RoutePath"}}}},"languages":{"type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"additionalProperties":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"type":"string","minLength":1},"htmlLang":{"type":"string","minLength":2}}}},"defaultLanguage":{"type":"string","pattern":"^[a-z]{2}(_[a-z]{2})?$"},"languagePolicy":{"type":"string","enum":["browser","tenant"]},"translations":{"type":"object","additionalProperties":false,"properties":{"urlTemplate":{"type":"string","maxLength":300,"pattern":"^(\\{prefix\\}/|/[^/\\\\]|https?://)[^\\s]*\\{language\\}"},"timeoutMs":{"type":"integer","minimum":100,"maximum":30000}}},"density":{"type":"object","additionalProperties":false,"properties":{"default":{"enum":["medium","small","mini"]},"options":{"type":"array","minItems":1,"uniqueItems":true,"items":{"enum":["medium","small","mini"]}}}},"display":{"type":"object","additionalProperties":false,"properties":{"tag":{"type":"boolean"},"log":{"type":"boolean"},"theme":{"enum":["light","dark"]},"themeColor":{"type":"string","pattern":"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},"fullScreen":{"type":"boolean"},"lockScreen":{"type":"boolean"},"search":{"type":"boolean"},"collapse":{"type":"boolean"},"topMenu":{"type":"boolean"}}},"maxOpenTabs":{"type":"integer","minimum":2,"maximum":50},"requestTimeoutMs":{"type":"integer","minimum":1000},"tokenTimeSeconds":{"type":"integer","minimum":60},"userInfoCacheMinutes":{"type":"integer","minimum":1},"chunkLoadTimeoutMs":{"type":"integer","minimum":1000},"defaultAccount":{"type":"object","additionalProperties":false,"properties":{"elsAccount":{"type":"string","pattern":"^[0-9A-Za-z_-]{1,32}$"}}},"apiBasePath":{"type":"string","pattern":"^(/|https?://|\\{prefix\\}(/|$))"},"auditServiceV2Prefix":{"$ref":"#/definitions/StringList"},"tokenRefreshLeadSeconds":{"type":"integer","minimum":1},"passwordTransport":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","pattern":"^(.{16}|.{24}|.{32})$"},"iv":{"type":"string","pattern":"^.{16}$"}}},"branding":{"type":"object","additionalProperties":false,"properties":{"logo":{"$ref":"#/definitions/ImageSource"},"loginLogo":{"$ref":"#/definitions/ImageSource"},"favicon":{"$ref":"#/definitions/ImageSource"}}},"linkOrigins":{"type":"object","maxProperties":32,"propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"origin":{"type":"string","maxLength":200,"pattern":"^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"}}}}}},"Route":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"$ref":"#/definitions/RoutePath"},"plugin":{"$ref":"#/definitions/Id"},"page":{"$ref":"#/definitions/Id"},"redirect":{"$ref":"#/definitions/RoutePath"},"auth":{"type":"boolean"},"label":{"$ref":"#/definitions/LocalizedText"},"tab":{"type":"boolean"},"chrome":{"enum":["shell","bare"]},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}},"MenuRule":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"urlContains":{"type":"string","minLength":1},"urlNotContains":{"type":"string","minLength":1},"target":{"enum":["frame","audit","forward","portal"]},"path":{"type":"string","maxLength":2048,"pattern":"^(/(?![/\\\\])|\\{url\\})"}}},"TabGroup":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"$ref":"#/definitions/LocalizedText"},"pathPrefix":{"$ref":"#/definitions/RoutePath"},"srcContains":{"$ref":"#/definitions/StringList"},"namesTab":{"type":"boolean"}}},"TopBarItem":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"kind":{"enum":["collapse","density","language","wechatQr","pushStatus","avatar","userName","personalInfo","changePassword","lock","logout","displaySettings","fullScreen","log","guide","link","text"]},"area":{"enum":["start","end"]},"label":{"$ref":"#/definitions/LocalizedText"},"to":{"anyOf":[{"$ref":"#/definitions/RoutePath"},{"type":"string","maxLength":2048,"pattern":"^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\\s]*)?$"}]},"target":{"enum":["self","newWindow"]},"icon":{"enum":["help","link","open","info","home","document","folder","mail","chat","calendar","search","settings","person","people","building","cart","money","shield","truck","chart","tasks","alert","grid","box","apps"]},"showLabel":{"type":"boolean"},"confirm":{"type":"object","additionalProperties":false,"properties":{"title":{"$ref":"#/definitions/LocalizedText"},"message":{"$ref":"#/definitions/LocalizedText"}}},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}},"IndexBlock":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"block":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$"},"title":{"$ref":"#/definitions/LocalizedText"},"settingCode":{"type":"string","minLength":1},"width":{"enum":["full","half"]},"home":{"$ref":"#/definitions/Id"},"content":{"type":"object","additionalProperties":false,"properties":{"zh_cn":{"type":"string","maxLength":4000},"en":{"type":"string","maxLength":4000}}},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}},"LoginPage":{"type":"object","additionalProperties":false,"properties":{"settingGroup":{"type":"string","minLength":1},"settingCodes":{"type":"object","additionalProperties":false,"properties":{"systemTitle":{"type":"string","minLength":1},"systemName":{"type":"string","minLength":1},"background":{"type":"string","minLength":1},"systemLogo":{"type":"string","minLength":1},"loginLogo":{"type":"string","minLength":1},"advertisement":{"type":"string","minLength":1}}},"defaults":{"type":"object","additionalProperties":false,"properties":{"systemTitle":{"$ref":"#/definitions/LocalizedText"},"systemName":{"$ref":"#/definitions/LocalizedText"},"background":{"anyOf":[{"$ref":"#/definitions/ImageSource"},{"const":""}]},"advertisement":{"$ref":"#/definitions/LocalizedText"}}},"precedence":{"enum":["server","layout"]},"fileServicePath":{"type":"string","pattern":"^/"},"logo":{"type":"object","additionalProperties":false,"properties":{"defaultWidth":{"type":"number","exclusiveMinimum":0},"defaultHeight":{"type":"number","exclusiveMinimum":0},"aspectRatioThreshold":{"type":"number","exclusiveMinimum":0},"narrowHeight":{"type":"number","exclusiveMinimum":0},"wideWidth":{"type":"number","exclusiveMinimum":0}}},"features":{"type":"object","additionalProperties":false,"properties":{"rememberAccount":{"type":"boolean"},"keepLogin":{"type":"boolean"},"forgotPassword":{"type":"boolean"},"invitationRegistration":{"type":"boolean"},"wechatLogin":{"type":"boolean"}}}}},"AuditLink":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"},"label":{"$ref":"#/definitions/LocalizedText"}}},"Frames":{"type":"object","additionalProperties":false,"properties":{"initDelayMs":{"type":"integer","minimum":0},"loadTimeoutMs":{"type":"integer","minimum":1000,"maximum":600000},"nonCachedApps":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"srcContains":{"type":"string","minLength":1}}}},"allowedOrigins":{"type":"object","maxProperties":32,"propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"origin":{"type":"string","maxLength":200,"pattern":"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"},"messages":{"type":"array","uniqueItems":true,"items":{"type":"string","enum":["openNewTag","openFlowDialog","openNewPage","openAuditDetail"]}}}}},"poolLimit":{"type":"integer","minimum":1,"maximum":100},"flowDiagramUrl":{"type":"string","pattern":"^(/|https?://)[^\\s]*\\{processInstanceId\\}"}}},"Push":{"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean"},"brokerUrl":{"type":"string","pattern":"^(wss?://|\\{wsOrigin\\})"},"brokerUrls":{"type":"array","maxItems":8,"uniqueItems":true,"items":{"type":"string","maxLength":2048,"pattern":"^(wss?://|\\{wsOrigin\\})"}},"credentials":{"enum":["accessToken","session"]},"topicTemplate":{"type":"string","minLength":1},"connectTimeoutMs":{"type":"integer","minimum":100},"keepaliveSeconds":{"type":"integer","minimum":1},"protocolVersion":{"enum":[3,4]},"toastLimit":{"type":"integer","minimum":1,"maximum":10},"notificationTitle":{"$ref":"#/definitions/LocalizedText"}}},"Session":{"type":"object","additionalProperties":false,"properties":{"idleLockSeconds":{"type":"integer","minimum":1,"maximum":86400},"maxSessionSeconds":{"type":"integer","minimum":10,"maximum":2592000},"captcha":{"enum":["afterFailures","always"]},"passwordPolicy":{"type":"object","additionalProperties":false,"properties":{"minLength":{"type":"integer","minimum":8,"maximum":64},"requireDigit":{"type":"boolean"}}}}}}};
const schema27 = {"type":"object","additionalProperties":false,"properties":{"siteTitle":{"type":"string","minLength":1,"maxLength":80},"homeTab":{"type":"object","additionalProperties":false,"properties":{"path":{"$ref":"#/definitions/RoutePath"},"label":{"$ref":"#/definitions/LocalizedText"},"byStation":{"type":"object","propertyNames":{"pattern":"^[A-Za-z0-9_-]{1,32}$"},"maxProperties":32,"additionalProperties":{"$ref":"#/definitions/RoutePath"}}}},"languages":{"type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"additionalProperties":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"type":"string","minLength":1},"htmlLang":{"type":"string","minLength":2}}}},"defaultLanguage":{"type":"string","pattern":"^[a-z]{2}(_[a-z]{2})?$"},"languagePolicy":{"type":"string","enum":["browser","tenant"]},"translations":{"type":"object","additionalProperties":false,"properties":{"urlTemplate":{"type":"string","maxLength":300,"pattern":"^(\\{prefix\\}/|/[^/\\\\]|https?://)[^\\s]*\\{language\\}"},"timeoutMs":{"type":"integer","minimum":100,"maximum":30000}}},"density":{"type":"object","additionalProperties":false,"properties":{"default":{"enum":["medium","small","mini"]},"options":{"type":"array","minItems":1,"uniqueItems":true,"items":{"enum":["medium","small","mini"]}}}},"display":{"type":"object","additionalProperties":false,"properties":{"tag":{"type":"boolean"},"log":{"type":"boolean"},"theme":{"enum":["light","dark"]},"themeColor":{"type":"string","pattern":"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},"fullScreen":{"type":"boolean"},"lockScreen":{"type":"boolean"},"search":{"type":"boolean"},"collapse":{"type":"boolean"},"topMenu":{"type":"boolean"}}},"maxOpenTabs":{"type":"integer","minimum":2,"maximum":50},"requestTimeoutMs":{"type":"integer","minimum":1000},"tokenTimeSeconds":{"type":"integer","minimum":60},"userInfoCacheMinutes":{"type":"integer","minimum":1},"chunkLoadTimeoutMs":{"type":"integer","minimum":1000},"defaultAccount":{"type":"object","additionalProperties":false,"properties":{"elsAccount":{"type":"string","pattern":"^[0-9A-Za-z_-]{1,32}$"}}},"apiBasePath":{"type":"string","pattern":"^(/|https?://|\\{prefix\\}(/|$))"},"auditServiceV2Prefix":{"$ref":"#/definitions/StringList"},"tokenRefreshLeadSeconds":{"type":"integer","minimum":1},"passwordTransport":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","pattern":"^(.{16}|.{24}|.{32})$"},"iv":{"type":"string","pattern":"^.{16}$"}}},"branding":{"type":"object","additionalProperties":false,"properties":{"logo":{"$ref":"#/definitions/ImageSource"},"loginLogo":{"$ref":"#/definitions/ImageSource"},"favicon":{"$ref":"#/definitions/ImageSource"}}},"linkOrigins":{"type":"object","maxProperties":32,"propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"origin":{"type":"string","maxLength":200,"pattern":"^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"}}}}}};
const schema28 = {"type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"};

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(func4(data) > 2048){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern0.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^/(?![/\\\\])[^\\s]*$"},message:"must match pattern \""+"^/(?![/\\\\])[^\\s]*$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate117.errors = vErrors;
return errors === 0;
}

const schema29 = {"anyOf":[{"type":"string"},{"type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"additionalProperties":{"type":"string"}}]};

function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs5 = errors;
if(typeof key0 === "string"){
if(!pattern1.test(key0)){
const err1 = {instancePath,schemaPath:"#/anyOf/1/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}(_[a-z]{2})?$"},message:"must match pattern \""+"^[a-z]{2}(_[a-z]{2})?$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var valid1 = _errs5 === errors;
if(!valid1){
const err2 = {instancePath,schemaPath:"#/anyOf/1/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key1 in data){
if(typeof data[key1] !== "string"){
const err3 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/anyOf/1/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate119.errors = vErrors;
return errors === 0;
}

const schema30 = {"type":"number"};

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate122.errors = vErrors;
return errors === 0;
}

const schema31 = {"type":"array","items":{"type":"string","minLength":1},"uniqueItems":true};

function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 === "string"){
if(func4(data0) < 1){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
let i1 = data.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err2 = {instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate124.errors = vErrors;
return errors === 0;
}

const schema32 = {"type":"string","minLength":1,"maxLength":44000,"pattern":"^(https://[^\\s]+|/(?![/\\\\])[^\\s]*|data:image/(png|jpeg|gif|webp|svg\\+xml);base64,[A-Za-z0-9+/=]+|[A-Za-z0-9_][^\\s:]*)$"};

function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(func4(data) > 44000){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 44000},message:"must NOT have more than 44000 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func4(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern11.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(https://[^\\s]+|/(?![/\\\\])[^\\s]*|data:image/(png|jpeg|gif|webp|svg\\+xml);base64,[A-Za-z0-9+/=]+|[A-Za-z0-9_][^\\s:]*)$"},message:"must match pattern \""+"^(https://[^\\s]+|/(?![/\\\\])[^\\s]*|data:image/(png|jpeg|gif|webp|svg\\+xml);base64,[A-Za-z0-9+/=]+|[A-Za-z0-9_][^\\s:]*)$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate126.errors = vErrors;
return errors === 0;
}

const schema33 = {"type":"string","pattern":"^[A-Za-z][A-Za-z0-9_.-]{0,63}$"};

function validate130(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern12.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_.-]{0,63}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_.-]{0,63}$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate130.errors = vErrors;
return errors === 0;
}


function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema27.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.siteTitle !== undefined){
let data0 = data.siteTitle;
if(typeof data0 === "string"){
if(func4(data0) > 80){
const err1 = {instancePath:instancePath+"/siteTitle",schemaPath:"#/properties/siteTitle/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func4(data0) < 1){
const err2 = {instancePath:instancePath+"/siteTitle",schemaPath:"#/properties/siteTitle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/siteTitle",schemaPath:"#/properties/siteTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.homeTab !== undefined){
let data1 = data.homeTab;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!(((key1 === "path") || (key1 === "label")) || (key1 === "byStation"))){
const err4 = {instancePath:instancePath+"/homeTab",schemaPath:"#/properties/homeTab/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.path !== undefined){
if(!(validate117(data1.path, {instancePath:instancePath+"/homeTab/path",parentData:data1,parentDataProperty:"path",rootData}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
}
if(data1.label !== undefined){
if(!(validate119(data1.label, {instancePath:instancePath+"/homeTab/label",parentData:data1,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
if(data1.byStation !== undefined){
let data4 = data1.byStation;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 32){
const err5 = {instancePath:instancePath+"/homeTab/byStation",schemaPath:"#/properties/homeTab/properties/byStation/maxProperties",keyword:"maxProperties",params:{limit: 32},message:"must NOT have more than 32 properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key2 in data4){
const _errs11 = errors;
if(typeof key2 === "string"){
if(!pattern2.test(key2)){
const err6 = {instancePath:instancePath+"/homeTab/byStation",schemaPath:"#/properties/homeTab/properties/byStation/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,32}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,32}$"+"\"",propertyName:key2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var valid2 = _errs11 === errors;
if(!valid2){
const err7 = {instancePath:instancePath+"/homeTab/byStation",schemaPath:"#/properties/homeTab/properties/byStation/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
for(const key3 in data4){
if(!(validate117(data4[key3], {instancePath:instancePath+"/homeTab/byStation/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key3,rootData}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/homeTab/byStation",schemaPath:"#/properties/homeTab/properties/byStation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/homeTab",schemaPath:"#/properties/homeTab/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.languages !== undefined){
let data6 = data.languages;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key4 in data6){
const _errs16 = errors;
if(typeof key4 === "string"){
if(!pattern1.test(key4)){
const err10 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}(_[a-z]{2})?$"},message:"must match pattern \""+"^[a-z]{2}(_[a-z]{2})?$"+"\"",propertyName:key4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var valid4 = _errs16 === errors;
if(!valid4){
const err11 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/propertyNames",keyword:"propertyNames",params:{propertyName: key4},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
for(const key5 in data6){
let data7 = data6[key5];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key6 in data7){
if(!(((key6 === "order") || (key6 === "label")) || (key6 === "htmlLang"))){
const err12 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/languages/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data7.order !== undefined){
if(!(validate122(data7.order, {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/order",parentData:data7,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data7.label !== undefined){
let data9 = data7.label;
if(typeof data9 === "string"){
if(func4(data9) < 1){
const err13 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/label",schemaPath:"#/properties/languages/additionalProperties/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/label",schemaPath:"#/properties/languages/additionalProperties/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data7.htmlLang !== undefined){
let data10 = data7.htmlLang;
if(typeof data10 === "string"){
if(func4(data10) < 2){
const err15 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/htmlLang",schemaPath:"#/properties/languages/additionalProperties/properties/htmlLang/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/htmlLang",schemaPath:"#/properties/languages/additionalProperties/properties/htmlLang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/languages/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.defaultLanguage !== undefined){
let data11 = data.defaultLanguage;
if(typeof data11 === "string"){
if(!pattern1.test(data11)){
const err19 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"#/properties/defaultLanguage/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}(_[a-z]{2})?$"},message:"must match pattern \""+"^[a-z]{2}(_[a-z]{2})?$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/defaultLanguage",schemaPath:"#/properties/defaultLanguage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.languagePolicy !== undefined){
let data12 = data.languagePolicy;
if(typeof data12 !== "string"){
const err21 = {instancePath:instancePath+"/languagePolicy",schemaPath:"#/properties/languagePolicy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data12 === "browser") || (data12 === "tenant"))){
const err22 = {instancePath:instancePath+"/languagePolicy",schemaPath:"#/properties/languagePolicy/enum",keyword:"enum",params:{allowedValues: schema27.properties.languagePolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.translations !== undefined){
let data13 = data.translations;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key7 in data13){
if(!((key7 === "urlTemplate") || (key7 === "timeoutMs"))){
const err23 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data13.urlTemplate !== undefined){
let data14 = data13.urlTemplate;
if(typeof data14 === "string"){
if(func4(data14) > 300){
const err24 = {instancePath:instancePath+"/translations/urlTemplate",schemaPath:"#/properties/translations/properties/urlTemplate/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern5.test(data14)){
const err25 = {instancePath:instancePath+"/translations/urlTemplate",schemaPath:"#/properties/translations/properties/urlTemplate/pattern",keyword:"pattern",params:{pattern: "^(\\{prefix\\}/|/[^/\\\\]|https?://)[^\\s]*\\{language\\}"},message:"must match pattern \""+"^(\\{prefix\\}/|/[^/\\\\]|https?://)[^\\s]*\\{language\\}"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/translations/urlTemplate",schemaPath:"#/properties/translations/properties/urlTemplate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data13.timeoutMs !== undefined){
let data15 = data13.timeoutMs;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err27 = {instancePath:instancePath+"/translations/timeoutMs",schemaPath:"#/properties/translations/properties/timeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 30000 || isNaN(data15)){
const err28 = {instancePath:instancePath+"/translations/timeoutMs",schemaPath:"#/properties/translations/properties/timeoutMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30000},message:"must be <= 30000"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data15 < 100 || isNaN(data15)){
const err29 = {instancePath:instancePath+"/translations/timeoutMs",schemaPath:"#/properties/translations/properties/timeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
}
else {
const err30 = {instancePath:instancePath+"/translations",schemaPath:"#/properties/translations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.density !== undefined){
let data16 = data.density;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key8 in data16){
if(!((key8 === "default") || (key8 === "options"))){
const err31 = {instancePath:instancePath+"/density",schemaPath:"#/properties/density/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data16.default !== undefined){
let data17 = data16.default;
if(!(((data17 === "medium") || (data17 === "small")) || (data17 === "mini"))){
const err32 = {instancePath:instancePath+"/density/default",schemaPath:"#/properties/density/properties/default/enum",keyword:"enum",params:{allowedValues: schema27.properties.density.properties.default.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data16.options !== undefined){
let data18 = data16.options;
if(Array.isArray(data18)){
if(data18.length < 1){
const err33 = {instancePath:instancePath+"/density/options",schemaPath:"#/properties/density/properties/options/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const len0 = data18.length;
for(let i0=0; i0<len0; i0++){
let data19 = data18[i0];
if(!(((data19 === "medium") || (data19 === "small")) || (data19 === "mini"))){
const err34 = {instancePath:instancePath+"/density/options/" + i0,schemaPath:"#/properties/density/properties/options/items/enum",keyword:"enum",params:{allowedValues: schema27.properties.density.properties.options.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
let i1 = data18.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data18[i1], data18[j0])){
const err35 = {instancePath:instancePath+"/density/options",schemaPath:"#/properties/density/properties/options/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err36 = {instancePath:instancePath+"/density/options",schemaPath:"#/properties/density/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/density",schemaPath:"#/properties/density/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.display !== undefined){
let data20 = data.display;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key9 in data20){
if(!(func2.call(schema27.properties.display.properties, key9))){
const err38 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data20.tag !== undefined){
if(typeof data20.tag !== "boolean"){
const err39 = {instancePath:instancePath+"/display/tag",schemaPath:"#/properties/display/properties/tag/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data20.log !== undefined){
if(typeof data20.log !== "boolean"){
const err40 = {instancePath:instancePath+"/display/log",schemaPath:"#/properties/display/properties/log/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data20.theme !== undefined){
let data23 = data20.theme;
if(!((data23 === "light") || (data23 === "dark"))){
const err41 = {instancePath:instancePath+"/display/theme",schemaPath:"#/properties/display/properties/theme/enum",keyword:"enum",params:{allowedValues: schema27.properties.display.properties.theme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data20.themeColor !== undefined){
let data24 = data20.themeColor;
if(typeof data24 === "string"){
if(!pattern6.test(data24)){
const err42 = {instancePath:instancePath+"/display/themeColor",schemaPath:"#/properties/display/properties/themeColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},message:"must match pattern \""+"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/display/themeColor",schemaPath:"#/properties/display/properties/themeColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data20.fullScreen !== undefined){
if(typeof data20.fullScreen !== "boolean"){
const err44 = {instancePath:instancePath+"/display/fullScreen",schemaPath:"#/properties/display/properties/fullScreen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data20.lockScreen !== undefined){
if(typeof data20.lockScreen !== "boolean"){
const err45 = {instancePath:instancePath+"/display/lockScreen",schemaPath:"#/properties/display/properties/lockScreen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data20.search !== undefined){
if(typeof data20.search !== "boolean"){
const err46 = {instancePath:instancePath+"/display/search",schemaPath:"#/properties/display/properties/search/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data20.collapse !== undefined){
if(typeof data20.collapse !== "boolean"){
const err47 = {instancePath:instancePath+"/display/collapse",schemaPath:"#/properties/display/properties/collapse/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data20.topMenu !== undefined){
if(typeof data20.topMenu !== "boolean"){
const err48 = {instancePath:instancePath+"/display/topMenu",schemaPath:"#/properties/display/properties/topMenu/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.maxOpenTabs !== undefined){
let data30 = data.maxOpenTabs;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err50 = {instancePath:instancePath+"/maxOpenTabs",schemaPath:"#/properties/maxOpenTabs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 > 50 || isNaN(data30)){
const err51 = {instancePath:instancePath+"/maxOpenTabs",schemaPath:"#/properties/maxOpenTabs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data30 < 2 || isNaN(data30)){
const err52 = {instancePath:instancePath+"/maxOpenTabs",schemaPath:"#/properties/maxOpenTabs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
if(data.requestTimeoutMs !== undefined){
let data31 = data.requestTimeoutMs;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err53 = {instancePath:instancePath+"/requestTimeoutMs",schemaPath:"#/properties/requestTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 1000 || isNaN(data31)){
const err54 = {instancePath:instancePath+"/requestTimeoutMs",schemaPath:"#/properties/requestTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
if(data.tokenTimeSeconds !== undefined){
let data32 = data.tokenTimeSeconds;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err55 = {instancePath:instancePath+"/tokenTimeSeconds",schemaPath:"#/properties/tokenTimeSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 60 || isNaN(data32)){
const err56 = {instancePath:instancePath+"/tokenTimeSeconds",schemaPath:"#/properties/tokenTimeSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 60},message:"must be >= 60"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
if(data.userInfoCacheMinutes !== undefined){
let data33 = data.userInfoCacheMinutes;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err57 = {instancePath:instancePath+"/userInfoCacheMinutes",schemaPath:"#/properties/userInfoCacheMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 1 || isNaN(data33)){
const err58 = {instancePath:instancePath+"/userInfoCacheMinutes",schemaPath:"#/properties/userInfoCacheMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
if(data.chunkLoadTimeoutMs !== undefined){
let data34 = data.chunkLoadTimeoutMs;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err59 = {instancePath:instancePath+"/chunkLoadTimeoutMs",schemaPath:"#/properties/chunkLoadTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 1000 || isNaN(data34)){
const err60 = {instancePath:instancePath+"/chunkLoadTimeoutMs",schemaPath:"#/properties/chunkLoadTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
if(data.defaultAccount !== undefined){
let data35 = data.defaultAccount;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
for(const key10 in data35){
if(!(key10 === "elsAccount")){
const err61 = {instancePath:instancePath+"/defaultAccount",schemaPath:"#/properties/defaultAccount/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data35.elsAccount !== undefined){
let data36 = data35.elsAccount;
if(typeof data36 === "string"){
if(!pattern7.test(data36)){
const err62 = {instancePath:instancePath+"/defaultAccount/elsAccount",schemaPath:"#/properties/defaultAccount/properties/elsAccount/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Za-z_-]{1,32}$"},message:"must match pattern \""+"^[0-9A-Za-z_-]{1,32}$"+"\""};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/defaultAccount/elsAccount",schemaPath:"#/properties/defaultAccount/properties/elsAccount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/defaultAccount",schemaPath:"#/properties/defaultAccount/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.apiBasePath !== undefined){
let data37 = data.apiBasePath;
if(typeof data37 === "string"){
if(!pattern8.test(data37)){
const err65 = {instancePath:instancePath+"/apiBasePath",schemaPath:"#/properties/apiBasePath/pattern",keyword:"pattern",params:{pattern: "^(/|https?://|\\{prefix\\}(/|$))"},message:"must match pattern \""+"^(/|https?://|\\{prefix\\}(/|$))"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/apiBasePath",schemaPath:"#/properties/apiBasePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.auditServiceV2Prefix !== undefined){
if(!(validate124(data.auditServiceV2Prefix, {instancePath:instancePath+"/auditServiceV2Prefix",parentData:data,parentDataProperty:"auditServiceV2Prefix",rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
}
if(data.tokenRefreshLeadSeconds !== undefined){
let data39 = data.tokenRefreshLeadSeconds;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err67 = {instancePath:instancePath+"/tokenRefreshLeadSeconds",schemaPath:"#/properties/tokenRefreshLeadSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 1 || isNaN(data39)){
const err68 = {instancePath:instancePath+"/tokenRefreshLeadSeconds",schemaPath:"#/properties/tokenRefreshLeadSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
if(data.passwordTransport !== undefined){
let data40 = data.passwordTransport;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
for(const key11 in data40){
if(!((key11 === "key") || (key11 === "iv"))){
const err69 = {instancePath:instancePath+"/passwordTransport",schemaPath:"#/properties/passwordTransport/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data40.key !== undefined){
let data41 = data40.key;
if(typeof data41 === "string"){
if(!pattern9.test(data41)){
const err70 = {instancePath:instancePath+"/passwordTransport/key",schemaPath:"#/properties/passwordTransport/properties/key/pattern",keyword:"pattern",params:{pattern: "^(.{16}|.{24}|.{32})$"},message:"must match pattern \""+"^(.{16}|.{24}|.{32})$"+"\""};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/passwordTransport/key",schemaPath:"#/properties/passwordTransport/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data40.iv !== undefined){
let data42 = data40.iv;
if(typeof data42 === "string"){
if(!pattern10.test(data42)){
const err72 = {instancePath:instancePath+"/passwordTransport/iv",schemaPath:"#/properties/passwordTransport/properties/iv/pattern",keyword:"pattern",params:{pattern: "^.{16}$"},message:"must match pattern \""+"^.{16}$"+"\""};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/passwordTransport/iv",schemaPath:"#/properties/passwordTransport/properties/iv/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/passwordTransport",schemaPath:"#/properties/passwordTransport/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.branding !== undefined){
let data43 = data.branding;
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
for(const key12 in data43){
if(!(((key12 === "logo") || (key12 === "loginLogo")) || (key12 === "favicon"))){
const err75 = {instancePath:instancePath+"/branding",schemaPath:"#/properties/branding/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data43.logo !== undefined){
if(!(validate126(data43.logo, {instancePath:instancePath+"/branding/logo",parentData:data43,parentDataProperty:"logo",rootData}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
}
if(data43.loginLogo !== undefined){
if(!(validate126(data43.loginLogo, {instancePath:instancePath+"/branding/loginLogo",parentData:data43,parentDataProperty:"loginLogo",rootData}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
}
if(data43.favicon !== undefined){
if(!(validate126(data43.favicon, {instancePath:instancePath+"/branding/favicon",parentData:data43,parentDataProperty:"favicon",rootData}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
}
}
else {
const err76 = {instancePath:instancePath+"/branding",schemaPath:"#/properties/branding/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.linkOrigins !== undefined){
let data47 = data.linkOrigins;
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
if(Object.keys(data47).length > 32){
const err77 = {instancePath:instancePath+"/linkOrigins",schemaPath:"#/properties/linkOrigins/maxProperties",keyword:"maxProperties",params:{limit: 32},message:"must NOT have more than 32 properties"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
for(const key13 in data47){
const _errs99 = errors;
if(!(validate130(key13, {instancePath:instancePath+"/linkOrigins",parentData:data47,parentDataProperty:"linkOrigins",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
var valid16 = _errs99 === errors;
if(!valid16){
const err78 = {instancePath:instancePath+"/linkOrigins",schemaPath:"#/properties/linkOrigins/propertyNames",keyword:"propertyNames",params:{propertyName: key13},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
for(const key14 in data47){
let data48 = data47[key14];
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
for(const key15 in data48){
if(!((key15 === "order") || (key15 === "origin"))){
const err79 = {instancePath:instancePath+"/linkOrigins/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/linkOrigins/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data48.order !== undefined){
if(!(validate122(data48.order, {instancePath:instancePath+"/linkOrigins/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/order",parentData:data48,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data48.origin !== undefined){
let data50 = data48.origin;
if(typeof data50 === "string"){
if(func4(data50) > 200){
const err80 = {instancePath:instancePath+"/linkOrigins/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/linkOrigins/additionalProperties/properties/origin/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(!pattern13.test(data50)){
const err81 = {instancePath:instancePath+"/linkOrigins/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/linkOrigins/additionalProperties/properties/origin/pattern",keyword:"pattern",params:{pattern: "^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"},message:"must match pattern \""+"^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/linkOrigins/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/linkOrigins/additionalProperties/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/linkOrigins/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/linkOrigins/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
else {
const err84 = {instancePath:instancePath+"/linkOrigins",schemaPath:"#/properties/linkOrigins/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
else {
const err85 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
validate116.errors = vErrors;
return errors === 0;
}

const schema34 = {"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"$ref":"#/definitions/RoutePath"},"plugin":{"$ref":"#/definitions/Id"},"page":{"$ref":"#/definitions/Id"},"redirect":{"$ref":"#/definitions/RoutePath"},"auth":{"type":"boolean"},"label":{"$ref":"#/definitions/LocalizedText"},"tab":{"type":"boolean"},"chrome":{"enum":["shell","bare"]},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}};
const schema35 = {"type":"object","additionalProperties":false,"properties":{"stationsExcluded":{"$ref":"#/definitions/StringList"},"stationsIncluded":{"$ref":"#/definitions/StringList"},"rolesAnyOf":{"$ref":"#/definitions/StringList"},"permissionsAnyOf":{"$ref":"#/definitions/StringList"},"settingsOn":{"$ref":"#/definitions/StringList"},"authenticated":{"type":"boolean"},"accountsAnyOf":{"$ref":"#/definitions/StringList"},"subAccountsAnyOf":{"$ref":"#/definitions/StringList"},"supplier":{"type":"boolean"},"audiencesAnyOf":{"$ref":"#/definitions/StringList"}}};

function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema35.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.stationsExcluded !== undefined){
if(!(validate124(data.stationsExcluded, {instancePath:instancePath+"/stationsExcluded",parentData:data,parentDataProperty:"stationsExcluded",rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
}
if(data.stationsIncluded !== undefined){
if(!(validate124(data.stationsIncluded, {instancePath:instancePath+"/stationsIncluded",parentData:data,parentDataProperty:"stationsIncluded",rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
}
if(data.rolesAnyOf !== undefined){
if(!(validate124(data.rolesAnyOf, {instancePath:instancePath+"/rolesAnyOf",parentData:data,parentDataProperty:"rolesAnyOf",rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
}
if(data.permissionsAnyOf !== undefined){
if(!(validate124(data.permissionsAnyOf, {instancePath:instancePath+"/permissionsAnyOf",parentData:data,parentDataProperty:"permissionsAnyOf",rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
}
if(data.settingsOn !== undefined){
if(!(validate124(data.settingsOn, {instancePath:instancePath+"/settingsOn",parentData:data,parentDataProperty:"settingsOn",rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
}
if(data.authenticated !== undefined){
if(typeof data.authenticated !== "boolean"){
const err1 = {instancePath:instancePath+"/authenticated",schemaPath:"#/properties/authenticated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.accountsAnyOf !== undefined){
if(!(validate124(data.accountsAnyOf, {instancePath:instancePath+"/accountsAnyOf",parentData:data,parentDataProperty:"accountsAnyOf",rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
}
if(data.subAccountsAnyOf !== undefined){
if(!(validate124(data.subAccountsAnyOf, {instancePath:instancePath+"/subAccountsAnyOf",parentData:data,parentDataProperty:"subAccountsAnyOf",rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
}
if(data.supplier !== undefined){
if(typeof data.supplier !== "boolean"){
const err2 = {instancePath:instancePath+"/supplier",schemaPath:"#/properties/supplier/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.audiencesAnyOf !== undefined){
if(!(validate124(data.audiencesAnyOf, {instancePath:instancePath+"/audiencesAnyOf",parentData:data,parentDataProperty:"audiencesAnyOf",rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate142.errors = vErrors;
return errors === 0;
}


function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema34.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.order !== undefined){
if(!(validate122(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data.path !== undefined){
if(!(validate117(data.path, {instancePath:instancePath+"/path",parentData:data,parentDataProperty:"path",rootData}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
}
if(data.plugin !== undefined){
if(!(validate130(data.plugin, {instancePath:instancePath+"/plugin",parentData:data,parentDataProperty:"plugin",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
}
if(data.page !== undefined){
if(!(validate130(data.page, {instancePath:instancePath+"/page",parentData:data,parentDataProperty:"page",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
}
if(data.redirect !== undefined){
if(!(validate117(data.redirect, {instancePath:instancePath+"/redirect",parentData:data,parentDataProperty:"redirect",rootData}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
}
if(data.auth !== undefined){
if(typeof data.auth !== "boolean"){
const err1 = {instancePath:instancePath+"/auth",schemaPath:"#/properties/auth/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.label !== undefined){
if(!(validate119(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
if(data.tab !== undefined){
if(typeof data.tab !== "boolean"){
const err2 = {instancePath:instancePath+"/tab",schemaPath:"#/properties/tab/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.chrome !== undefined){
let data8 = data.chrome;
if(!((data8 === "shell") || (data8 === "bare"))){
const err3 = {instancePath:instancePath+"/chrome",schemaPath:"#/properties/chrome/enum",keyword:"enum",params:{allowedValues: schema34.properties.chrome.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.visibleWhen !== undefined){
if(!(validate142(data.visibleWhen, {instancePath:instancePath+"/visibleWhen",parentData:data,parentDataProperty:"visibleWhen",rootData}))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate135.errors = vErrors;
return errors === 0;
}

const schema36 = {"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"urlContains":{"type":"string","minLength":1},"urlNotContains":{"type":"string","minLength":1},"target":{"enum":["frame","audit","forward","portal"]},"path":{"type":"string","maxLength":2048,"pattern":"^(/(?![/\\\\])|\\{url\\})"}}};

function validate154(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "order") || (key0 === "urlContains")) || (key0 === "urlNotContains")) || (key0 === "target")) || (key0 === "path"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.order !== undefined){
if(!(validate122(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data.urlContains !== undefined){
let data1 = data.urlContains;
if(typeof data1 === "string"){
if(func4(data1) < 1){
const err1 = {instancePath:instancePath+"/urlContains",schemaPath:"#/properties/urlContains/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/urlContains",schemaPath:"#/properties/urlContains/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.urlNotContains !== undefined){
let data2 = data.urlNotContains;
if(typeof data2 === "string"){
if(func4(data2) < 1){
const err3 = {instancePath:instancePath+"/urlNotContains",schemaPath:"#/properties/urlNotContains/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/urlNotContains",schemaPath:"#/properties/urlNotContains/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.target !== undefined){
let data3 = data.target;
if(!((((data3 === "frame") || (data3 === "audit")) || (data3 === "forward")) || (data3 === "portal"))){
const err5 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/enum",keyword:"enum",params:{allowedValues: schema36.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.path !== undefined){
let data4 = data.path;
if(typeof data4 === "string"){
if(func4(data4) > 2048){
const err6 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern14.test(data4)){
const err7 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^(/(?![/\\\\])|\\{url\\})"},message:"must match pattern \""+"^(/(?![/\\\\])|\\{url\\})"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate154.errors = vErrors;
return errors === 0;
}

const schema37 = {"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"$ref":"#/definitions/LocalizedText"},"pathPrefix":{"$ref":"#/definitions/RoutePath"},"srcContains":{"$ref":"#/definitions/StringList"},"namesTab":{"type":"boolean"}}};

function validate158(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "order") || (key0 === "label")) || (key0 === "pathPrefix")) || (key0 === "srcContains")) || (key0 === "namesTab"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.order !== undefined){
if(!(validate122(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data.label !== undefined){
if(!(validate119(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
if(data.pathPrefix !== undefined){
if(!(validate117(data.pathPrefix, {instancePath:instancePath+"/pathPrefix",parentData:data,parentDataProperty:"pathPrefix",rootData}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
}
if(data.srcContains !== undefined){
if(!(validate124(data.srcContains, {instancePath:instancePath+"/srcContains",parentData:data,parentDataProperty:"srcContains",rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
}
if(data.namesTab !== undefined){
if(typeof data.namesTab !== "boolean"){
const err1 = {instancePath:instancePath+"/namesTab",schemaPath:"#/properties/namesTab/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate158.errors = vErrors;
return errors === 0;
}

const schema38 = {"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"kind":{"enum":["collapse","density","language","wechatQr","pushStatus","avatar","userName","personalInfo","changePassword","lock","logout","displaySettings","fullScreen","log","guide","link","text"]},"area":{"enum":["start","end"]},"label":{"$ref":"#/definitions/LocalizedText"},"to":{"anyOf":[{"$ref":"#/definitions/RoutePath"},{"type":"string","maxLength":2048,"pattern":"^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\\s]*)?$"}]},"target":{"enum":["self","newWindow"]},"icon":{"enum":["help","link","open","info","home","document","folder","mail","chat","calendar","search","settings","person","people","building","cart","money","shield","truck","chart","tasks","alert","grid","box","apps"]},"showLabel":{"type":"boolean"},"confirm":{"type":"object","additionalProperties":false,"properties":{"title":{"$ref":"#/definitions/LocalizedText"},"message":{"$ref":"#/definitions/LocalizedText"}}},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}};

function validate165(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema38.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.order !== undefined){
if(!(validate122(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if(!(((((((((((((((((data1 === "collapse") || (data1 === "density")) || (data1 === "language")) || (data1 === "wechatQr")) || (data1 === "pushStatus")) || (data1 === "avatar")) || (data1 === "userName")) || (data1 === "personalInfo")) || (data1 === "changePassword")) || (data1 === "lock")) || (data1 === "logout")) || (data1 === "displaySettings")) || (data1 === "fullScreen")) || (data1 === "log")) || (data1 === "guide")) || (data1 === "link")) || (data1 === "text"))){
const err1 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema38.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.area !== undefined){
let data2 = data.area;
if(!((data2 === "start") || (data2 === "end"))){
const err2 = {instancePath:instancePath+"/area",schemaPath:"#/properties/area/enum",keyword:"enum",params:{allowedValues: schema38.properties.area.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.label !== undefined){
if(!(validate119(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
if(data.to !== undefined){
let data4 = data.to;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(!(validate117(data4, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs9 = errors;
if(typeof data4 === "string"){
if(func4(data4) > 2048){
const err3 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern15.test(data4)){
const err4 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\\s]*)?$"},message:"must match pattern \""+"^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\\s]*)?$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err6 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.target !== undefined){
let data5 = data.target;
if(!((data5 === "self") || (data5 === "newWindow"))){
const err7 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/enum",keyword:"enum",params:{allowedValues: schema38.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.icon !== undefined){
let data6 = data.icon;
if(!(((((((((((((((((((((((((data6 === "help") || (data6 === "link")) || (data6 === "open")) || (data6 === "info")) || (data6 === "home")) || (data6 === "document")) || (data6 === "folder")) || (data6 === "mail")) || (data6 === "chat")) || (data6 === "calendar")) || (data6 === "search")) || (data6 === "settings")) || (data6 === "person")) || (data6 === "people")) || (data6 === "building")) || (data6 === "cart")) || (data6 === "money")) || (data6 === "shield")) || (data6 === "truck")) || (data6 === "chart")) || (data6 === "tasks")) || (data6 === "alert")) || (data6 === "grid")) || (data6 === "box")) || (data6 === "apps"))){
const err8 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/enum",keyword:"enum",params:{allowedValues: schema38.properties.icon.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.showLabel !== undefined){
if(typeof data.showLabel !== "boolean"){
const err9 = {instancePath:instancePath+"/showLabel",schemaPath:"#/properties/showLabel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.confirm !== undefined){
let data8 = data.confirm;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
if(!((key1 === "title") || (key1 === "message"))){
const err10 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data8.title !== undefined){
if(!(validate119(data8.title, {instancePath:instancePath+"/confirm/title",parentData:data8,parentDataProperty:"title",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
if(data8.message !== undefined){
if(!(validate119(data8.message, {instancePath:instancePath+"/confirm/message",parentData:data8,parentDataProperty:"message",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.visibleWhen !== undefined){
if(!(validate142(data.visibleWhen, {instancePath:instancePath+"/visibleWhen",parentData:data,parentDataProperty:"visibleWhen",rootData}))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate165.errors = vErrors;
return errors === 0;
}

const schema39 = {"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"block":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$"},"title":{"$ref":"#/definitions/LocalizedText"},"settingCode":{"type":"string","minLength":1},"width":{"enum":["full","half"]},"home":{"$ref":"#/definitions/Id"},"content":{"type":"object","additionalProperties":false,"properties":{"zh_cn":{"type":"string","maxLength":4000},"en":{"type":"string","maxLength":4000}}},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}};

function validate174(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((((key0 === "order") || (key0 === "block")) || (key0 === "title")) || (key0 === "settingCode")) || (key0 === "width")) || (key0 === "home")) || (key0 === "content")) || (key0 === "visibleWhen"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.order !== undefined){
if(!(validate122(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data.block !== undefined){
let data1 = data.block;
if(typeof data1 === "string"){
if(!pattern16.test(data1)){
const err1 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.title !== undefined){
if(!(validate119(data.title, {instancePath:instancePath+"/title",parentData:data,parentDataProperty:"title",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
if(data.settingCode !== undefined){
let data3 = data.settingCode;
if(typeof data3 === "string"){
if(func4(data3) < 1){
const err3 = {instancePath:instancePath+"/settingCode",schemaPath:"#/properties/settingCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/settingCode",schemaPath:"#/properties/settingCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.width !== undefined){
let data4 = data.width;
if(!((data4 === "full") || (data4 === "half"))){
const err5 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/enum",keyword:"enum",params:{allowedValues: schema39.properties.width.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.home !== undefined){
if(!(validate130(data.home, {instancePath:instancePath+"/home",parentData:data,parentDataProperty:"home",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
}
if(data.content !== undefined){
let data6 = data.content;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
if(!((key1 === "zh_cn") || (key1 === "en"))){
const err6 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data6.zh_cn !== undefined){
let data7 = data6.zh_cn;
if(typeof data7 === "string"){
if(func4(data7) > 4000){
const err7 = {instancePath:instancePath+"/content/zh_cn",schemaPath:"#/properties/content/properties/zh_cn/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/content/zh_cn",schemaPath:"#/properties/content/properties/zh_cn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data6.en !== undefined){
let data8 = data6.en;
if(typeof data8 === "string"){
if(func4(data8) > 4000){
const err9 = {instancePath:instancePath+"/content/en",schemaPath:"#/properties/content/properties/en/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/content/en",schemaPath:"#/properties/content/properties/en/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.visibleWhen !== undefined){
if(!(validate142(data.visibleWhen, {instancePath:instancePath+"/visibleWhen",parentData:data,parentDataProperty:"visibleWhen",rootData}))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate174.errors = vErrors;
return errors === 0;
}

const schema40 = {"type":"object","additionalProperties":false,"properties":{"settingGroup":{"type":"string","minLength":1},"settingCodes":{"type":"object","additionalProperties":false,"properties":{"systemTitle":{"type":"string","minLength":1},"systemName":{"type":"string","minLength":1},"background":{"type":"string","minLength":1},"systemLogo":{"type":"string","minLength":1},"loginLogo":{"type":"string","minLength":1},"advertisement":{"type":"string","minLength":1}}},"defaults":{"type":"object","additionalProperties":false,"properties":{"systemTitle":{"$ref":"#/definitions/LocalizedText"},"systemName":{"$ref":"#/definitions/LocalizedText"},"background":{"anyOf":[{"$ref":"#/definitions/ImageSource"},{"const":""}]},"advertisement":{"$ref":"#/definitions/LocalizedText"}}},"precedence":{"enum":["server","layout"]},"fileServicePath":{"type":"string","pattern":"^/"},"logo":{"type":"object","additionalProperties":false,"properties":{"defaultWidth":{"type":"number","exclusiveMinimum":0},"defaultHeight":{"type":"number","exclusiveMinimum":0},"aspectRatioThreshold":{"type":"number","exclusiveMinimum":0},"narrowHeight":{"type":"number","exclusiveMinimum":0},"wideWidth":{"type":"number","exclusiveMinimum":0}}},"features":{"type":"object","additionalProperties":false,"properties":{"rememberAccount":{"type":"boolean"},"keepLogin":{"type":"boolean"},"forgotPassword":{"type":"boolean"},"invitationRegistration":{"type":"boolean"},"wechatLogin":{"type":"boolean"}}}}};

function validate180(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "settingGroup") || (key0 === "settingCodes")) || (key0 === "defaults")) || (key0 === "precedence")) || (key0 === "fileServicePath")) || (key0 === "logo")) || (key0 === "features"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.settingGroup !== undefined){
let data0 = data.settingGroup;
if(typeof data0 === "string"){
if(func4(data0) < 1){
const err1 = {instancePath:instancePath+"/settingGroup",schemaPath:"#/properties/settingGroup/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/settingGroup",schemaPath:"#/properties/settingGroup/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.settingCodes !== undefined){
let data1 = data.settingCodes;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!((((((key1 === "systemTitle") || (key1 === "systemName")) || (key1 === "background")) || (key1 === "systemLogo")) || (key1 === "loginLogo")) || (key1 === "advertisement"))){
const err3 = {instancePath:instancePath+"/settingCodes",schemaPath:"#/properties/settingCodes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.systemTitle !== undefined){
let data2 = data1.systemTitle;
if(typeof data2 === "string"){
if(func4(data2) < 1){
const err4 = {instancePath:instancePath+"/settingCodes/systemTitle",schemaPath:"#/properties/settingCodes/properties/systemTitle/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/settingCodes/systemTitle",schemaPath:"#/properties/settingCodes/properties/systemTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.systemName !== undefined){
let data3 = data1.systemName;
if(typeof data3 === "string"){
if(func4(data3) < 1){
const err6 = {instancePath:instancePath+"/settingCodes/systemName",schemaPath:"#/properties/settingCodes/properties/systemName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/settingCodes/systemName",schemaPath:"#/properties/settingCodes/properties/systemName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.background !== undefined){
let data4 = data1.background;
if(typeof data4 === "string"){
if(func4(data4) < 1){
const err8 = {instancePath:instancePath+"/settingCodes/background",schemaPath:"#/properties/settingCodes/properties/background/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/settingCodes/background",schemaPath:"#/properties/settingCodes/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.systemLogo !== undefined){
let data5 = data1.systemLogo;
if(typeof data5 === "string"){
if(func4(data5) < 1){
const err10 = {instancePath:instancePath+"/settingCodes/systemLogo",schemaPath:"#/properties/settingCodes/properties/systemLogo/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/settingCodes/systemLogo",schemaPath:"#/properties/settingCodes/properties/systemLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.loginLogo !== undefined){
let data6 = data1.loginLogo;
if(typeof data6 === "string"){
if(func4(data6) < 1){
const err12 = {instancePath:instancePath+"/settingCodes/loginLogo",schemaPath:"#/properties/settingCodes/properties/loginLogo/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/settingCodes/loginLogo",schemaPath:"#/properties/settingCodes/properties/loginLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.advertisement !== undefined){
let data7 = data1.advertisement;
if(typeof data7 === "string"){
if(func4(data7) < 1){
const err14 = {instancePath:instancePath+"/settingCodes/advertisement",schemaPath:"#/properties/settingCodes/properties/advertisement/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/settingCodes/advertisement",schemaPath:"#/properties/settingCodes/properties/advertisement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/settingCodes",schemaPath:"#/properties/settingCodes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.defaults !== undefined){
let data8 = data.defaults;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key2 in data8){
if(!((((key2 === "systemTitle") || (key2 === "systemName")) || (key2 === "background")) || (key2 === "advertisement"))){
const err17 = {instancePath:instancePath+"/defaults",schemaPath:"#/properties/defaults/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data8.systemTitle !== undefined){
if(!(validate119(data8.systemTitle, {instancePath:instancePath+"/defaults/systemTitle",parentData:data8,parentDataProperty:"systemTitle",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
if(data8.systemName !== undefined){
if(!(validate119(data8.systemName, {instancePath:instancePath+"/defaults/systemName",parentData:data8,parentDataProperty:"systemName",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
if(data8.background !== undefined){
let data11 = data8.background;
const _errs25 = errors;
let valid3 = false;
const _errs26 = errors;
if(!(validate126(data11, {instancePath:instancePath+"/defaults/background",parentData:data8,parentDataProperty:"background",rootData}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
var _valid0 = _errs26 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs27 = errors;
if("" !== data11){
const err18 = {instancePath:instancePath+"/defaults/background",schemaPath:"#/properties/defaults/properties/background/anyOf/1/const",keyword:"const",params:{allowedValue: ""},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err19 = {instancePath:instancePath+"/defaults/background",schemaPath:"#/properties/defaults/properties/background/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
if(data8.advertisement !== undefined){
if(!(validate119(data8.advertisement, {instancePath:instancePath+"/defaults/advertisement",parentData:data8,parentDataProperty:"advertisement",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/defaults",schemaPath:"#/properties/defaults/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.precedence !== undefined){
let data13 = data.precedence;
if(!((data13 === "server") || (data13 === "layout"))){
const err21 = {instancePath:instancePath+"/precedence",schemaPath:"#/properties/precedence/enum",keyword:"enum",params:{allowedValues: schema40.properties.precedence.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.fileServicePath !== undefined){
let data14 = data.fileServicePath;
if(typeof data14 === "string"){
if(!pattern17.test(data14)){
const err22 = {instancePath:instancePath+"/fileServicePath",schemaPath:"#/properties/fileServicePath/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/fileServicePath",schemaPath:"#/properties/fileServicePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.logo !== undefined){
let data15 = data.logo;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key3 in data15){
if(!(((((key3 === "defaultWidth") || (key3 === "defaultHeight")) || (key3 === "aspectRatioThreshold")) || (key3 === "narrowHeight")) || (key3 === "wideWidth"))){
const err24 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data15.defaultWidth !== undefined){
let data16 = data15.defaultWidth;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 <= 0 || isNaN(data16)){
const err25 = {instancePath:instancePath+"/logo/defaultWidth",schemaPath:"#/properties/logo/properties/defaultWidth/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/logo/defaultWidth",schemaPath:"#/properties/logo/properties/defaultWidth/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data15.defaultHeight !== undefined){
let data17 = data15.defaultHeight;
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 <= 0 || isNaN(data17)){
const err27 = {instancePath:instancePath+"/logo/defaultHeight",schemaPath:"#/properties/logo/properties/defaultHeight/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/logo/defaultHeight",schemaPath:"#/properties/logo/properties/defaultHeight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data15.aspectRatioThreshold !== undefined){
let data18 = data15.aspectRatioThreshold;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 <= 0 || isNaN(data18)){
const err29 = {instancePath:instancePath+"/logo/aspectRatioThreshold",schemaPath:"#/properties/logo/properties/aspectRatioThreshold/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/logo/aspectRatioThreshold",schemaPath:"#/properties/logo/properties/aspectRatioThreshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data15.narrowHeight !== undefined){
let data19 = data15.narrowHeight;
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 <= 0 || isNaN(data19)){
const err31 = {instancePath:instancePath+"/logo/narrowHeight",schemaPath:"#/properties/logo/properties/narrowHeight/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/logo/narrowHeight",schemaPath:"#/properties/logo/properties/narrowHeight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data15.wideWidth !== undefined){
let data20 = data15.wideWidth;
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 <= 0 || isNaN(data20)){
const err33 = {instancePath:instancePath+"/logo/wideWidth",schemaPath:"#/properties/logo/properties/wideWidth/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/logo/wideWidth",schemaPath:"#/properties/logo/properties/wideWidth/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.features !== undefined){
let data21 = data.features;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key4 in data21){
if(!(((((key4 === "rememberAccount") || (key4 === "keepLogin")) || (key4 === "forgotPassword")) || (key4 === "invitationRegistration")) || (key4 === "wechatLogin"))){
const err36 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data21.rememberAccount !== undefined){
if(typeof data21.rememberAccount !== "boolean"){
const err37 = {instancePath:instancePath+"/features/rememberAccount",schemaPath:"#/properties/features/properties/rememberAccount/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data21.keepLogin !== undefined){
if(typeof data21.keepLogin !== "boolean"){
const err38 = {instancePath:instancePath+"/features/keepLogin",schemaPath:"#/properties/features/properties/keepLogin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data21.forgotPassword !== undefined){
if(typeof data21.forgotPassword !== "boolean"){
const err39 = {instancePath:instancePath+"/features/forgotPassword",schemaPath:"#/properties/features/properties/forgotPassword/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data21.invitationRegistration !== undefined){
if(typeof data21.invitationRegistration !== "boolean"){
const err40 = {instancePath:instancePath+"/features/invitationRegistration",schemaPath:"#/properties/features/properties/invitationRegistration/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data21.wechatLogin !== undefined){
if(typeof data21.wechatLogin !== "boolean"){
const err41 = {instancePath:instancePath+"/features/wechatLogin",schemaPath:"#/properties/features/properties/wechatLogin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate180.errors = vErrors;
return errors === 0;
}

const schema41 = {"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"},"label":{"$ref":"#/definitions/LocalizedText"}}};

function validate187(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "order") || (key0 === "path")) || (key0 === "label"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.order !== undefined){
if(!(validate122(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data.path !== undefined){
let data1 = data.path;
if(typeof data1 === "string"){
if(func4(data1) > 2048){
const err1 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern0.test(data1)){
const err2 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^/(?![/\\\\])[^\\s]*$"},message:"must match pattern \""+"^/(?![/\\\\])[^\\s]*$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.label !== undefined){
if(!(validate119(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate187.errors = vErrors;
return errors === 0;
}

const schema42 = {"type":"object","additionalProperties":false,"properties":{"initDelayMs":{"type":"integer","minimum":0},"loadTimeoutMs":{"type":"integer","minimum":1000,"maximum":600000},"nonCachedApps":{"type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"srcContains":{"type":"string","minLength":1}}}},"allowedOrigins":{"type":"object","maxProperties":32,"propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"origin":{"type":"string","maxLength":200,"pattern":"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"},"messages":{"type":"array","uniqueItems":true,"items":{"type":"string","enum":["openNewTag","openFlowDialog","openNewPage","openAuditDetail"]}}}}},"poolLimit":{"type":"integer","minimum":1,"maximum":100},"flowDiagramUrl":{"type":"string","pattern":"^(/|https?://)[^\\s]*\\{processInstanceId\\}"}}};

function validate191(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "initDelayMs") || (key0 === "loadTimeoutMs")) || (key0 === "nonCachedApps")) || (key0 === "allowedOrigins")) || (key0 === "poolLimit")) || (key0 === "flowDiagramUrl"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.initDelayMs !== undefined){
let data0 = data.initDelayMs;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/initDelayMs",schemaPath:"#/properties/initDelayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/initDelayMs",schemaPath:"#/properties/initDelayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.loadTimeoutMs !== undefined){
let data1 = data.loadTimeoutMs;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/loadTimeoutMs",schemaPath:"#/properties/loadTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 600000 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/loadTimeoutMs",schemaPath:"#/properties/loadTimeoutMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 600000},message:"must be <= 600000"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 1000 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/loadTimeoutMs",schemaPath:"#/properties/loadTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.nonCachedApps !== undefined){
let data2 = data.nonCachedApps;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs8 = errors;
if(!(validate130(key1, {instancePath:instancePath+"/nonCachedApps",parentData:data2,parentDataProperty:"nonCachedApps",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
const err6 = {instancePath:instancePath+"/nonCachedApps",schemaPath:"#/properties/nonCachedApps/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
for(const key2 in data2){
let data3 = data2[key2];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key3 in data3){
if(!((key3 === "order") || (key3 === "srcContains"))){
const err7 = {instancePath:instancePath+"/nonCachedApps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nonCachedApps/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.order !== undefined){
if(!(validate122(data3.order, {instancePath:instancePath+"/nonCachedApps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/order",parentData:data3,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data3.srcContains !== undefined){
let data5 = data3.srcContains;
if(typeof data5 === "string"){
if(func4(data5) < 1){
const err8 = {instancePath:instancePath+"/nonCachedApps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/srcContains",schemaPath:"#/properties/nonCachedApps/additionalProperties/properties/srcContains/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/nonCachedApps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/srcContains",schemaPath:"#/properties/nonCachedApps/additionalProperties/properties/srcContains/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/nonCachedApps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nonCachedApps/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/nonCachedApps",schemaPath:"#/properties/nonCachedApps/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.allowedOrigins !== undefined){
let data6 = data.allowedOrigins;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(Object.keys(data6).length > 32){
const err12 = {instancePath:instancePath+"/allowedOrigins",schemaPath:"#/properties/allowedOrigins/maxProperties",keyword:"maxProperties",params:{limit: 32},message:"must NOT have more than 32 properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key4 in data6){
const _errs18 = errors;
if(!(validate130(key4, {instancePath:instancePath+"/allowedOrigins",parentData:data6,parentDataProperty:"allowedOrigins",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
var valid4 = _errs18 === errors;
if(!valid4){
const err13 = {instancePath:instancePath+"/allowedOrigins",schemaPath:"#/properties/allowedOrigins/propertyNames",keyword:"propertyNames",params:{propertyName: key4},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
for(const key5 in data6){
let data7 = data6[key5];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key6 in data7){
if(!(((key6 === "order") || (key6 === "origin")) || (key6 === "messages"))){
const err14 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/allowedOrigins/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data7.order !== undefined){
if(!(validate122(data7.order, {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/order",parentData:data7,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data7.origin !== undefined){
let data9 = data7.origin;
if(typeof data9 === "string"){
if(func4(data9) > 200){
const err15 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/origin/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern19.test(data9)){
const err16 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/origin/pattern",keyword:"pattern",params:{pattern: "^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"},message:"must match pattern \""+"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data7.messages !== undefined){
let data10 = data7.messages;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(typeof data11 !== "string"){
const err18 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages/" + i0,schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((((data11 === "openNewTag") || (data11 === "openFlowDialog")) || (data11 === "openNewPage")) || (data11 === "openAuditDetail"))){
const err19 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages/" + i0,schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/items/enum",keyword:"enum",params:{allowedValues: schema42.properties.allowedOrigins.additionalProperties.properties.messages.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
let i1 = data10.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data10[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err20 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err21 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/allowedOrigins/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/allowedOrigins/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/allowedOrigins",schemaPath:"#/properties/allowedOrigins/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.poolLimit !== undefined){
let data12 = data.poolLimit;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err24 = {instancePath:instancePath+"/poolLimit",schemaPath:"#/properties/poolLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100 || isNaN(data12)){
const err25 = {instancePath:instancePath+"/poolLimit",schemaPath:"#/properties/poolLimit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err26 = {instancePath:instancePath+"/poolLimit",schemaPath:"#/properties/poolLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.flowDiagramUrl !== undefined){
let data13 = data.flowDiagramUrl;
if(typeof data13 === "string"){
if(!pattern20.test(data13)){
const err27 = {instancePath:instancePath+"/flowDiagramUrl",schemaPath:"#/properties/flowDiagramUrl/pattern",keyword:"pattern",params:{pattern: "^(/|https?://)[^\\s]*\\{processInstanceId\\}"},message:"must match pattern \""+"^(/|https?://)[^\\s]*\\{processInstanceId\\}"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/flowDiagramUrl",schemaPath:"#/properties/flowDiagramUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate191.errors = vErrors;
return errors === 0;
}

const schema43 = {"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean"},"brokerUrl":{"type":"string","pattern":"^(wss?://|\\{wsOrigin\\})"},"brokerUrls":{"type":"array","maxItems":8,"uniqueItems":true,"items":{"type":"string","maxLength":2048,"pattern":"^(wss?://|\\{wsOrigin\\})"}},"credentials":{"enum":["accessToken","session"]},"topicTemplate":{"type":"string","minLength":1},"connectTimeoutMs":{"type":"integer","minimum":100},"keepaliveSeconds":{"type":"integer","minimum":1},"protocolVersion":{"enum":[3,4]},"toastLimit":{"type":"integer","minimum":1,"maximum":10},"notificationTitle":{"$ref":"#/definitions/LocalizedText"}}};

function validate197(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema43.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.enabled !== undefined){
if(typeof data.enabled !== "boolean"){
const err1 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.brokerUrl !== undefined){
let data1 = data.brokerUrl;
if(typeof data1 === "string"){
if(!pattern21.test(data1)){
const err2 = {instancePath:instancePath+"/brokerUrl",schemaPath:"#/properties/brokerUrl/pattern",keyword:"pattern",params:{pattern: "^(wss?://|\\{wsOrigin\\})"},message:"must match pattern \""+"^(wss?://|\\{wsOrigin\\})"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/brokerUrl",schemaPath:"#/properties/brokerUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.brokerUrls !== undefined){
let data2 = data.brokerUrls;
if(Array.isArray(data2)){
if(data2.length > 8){
const err4 = {instancePath:instancePath+"/brokerUrls",schemaPath:"#/properties/brokerUrls/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 === "string"){
if(func4(data3) > 2048){
const err5 = {instancePath:instancePath+"/brokerUrls/" + i0,schemaPath:"#/properties/brokerUrls/items/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern21.test(data3)){
const err6 = {instancePath:instancePath+"/brokerUrls/" + i0,schemaPath:"#/properties/brokerUrls/items/pattern",keyword:"pattern",params:{pattern: "^(wss?://|\\{wsOrigin\\})"},message:"must match pattern \""+"^(wss?://|\\{wsOrigin\\})"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/brokerUrls/" + i0,schemaPath:"#/properties/brokerUrls/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let i1 = data2.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data2[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err8 = {instancePath:instancePath+"/brokerUrls",schemaPath:"#/properties/brokerUrls/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err9 = {instancePath:instancePath+"/brokerUrls",schemaPath:"#/properties/brokerUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.credentials !== undefined){
let data4 = data.credentials;
if(!((data4 === "accessToken") || (data4 === "session"))){
const err10 = {instancePath:instancePath+"/credentials",schemaPath:"#/properties/credentials/enum",keyword:"enum",params:{allowedValues: schema43.properties.credentials.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.topicTemplate !== undefined){
let data5 = data.topicTemplate;
if(typeof data5 === "string"){
if(func4(data5) < 1){
const err11 = {instancePath:instancePath+"/topicTemplate",schemaPath:"#/properties/topicTemplate/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/topicTemplate",schemaPath:"#/properties/topicTemplate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.connectTimeoutMs !== undefined){
let data6 = data.connectTimeoutMs;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/connectTimeoutMs",schemaPath:"#/properties/connectTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 100 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/connectTimeoutMs",schemaPath:"#/properties/connectTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.keepaliveSeconds !== undefined){
let data7 = data.keepaliveSeconds;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err15 = {instancePath:instancePath+"/keepaliveSeconds",schemaPath:"#/properties/keepaliveSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/keepaliveSeconds",schemaPath:"#/properties/keepaliveSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.protocolVersion !== undefined){
let data8 = data.protocolVersion;
if(!((data8 === 3) || (data8 === 4))){
const err17 = {instancePath:instancePath+"/protocolVersion",schemaPath:"#/properties/protocolVersion/enum",keyword:"enum",params:{allowedValues: schema43.properties.protocolVersion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.toastLimit !== undefined){
let data9 = data.toastLimit;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err18 = {instancePath:instancePath+"/toastLimit",schemaPath:"#/properties/toastLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 10 || isNaN(data9)){
const err19 = {instancePath:instancePath+"/toastLimit",schemaPath:"#/properties/toastLimit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err20 = {instancePath:instancePath+"/toastLimit",schemaPath:"#/properties/toastLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.notificationTitle !== undefined){
if(!(validate119(data.notificationTitle, {instancePath:instancePath+"/notificationTitle",parentData:data,parentDataProperty:"notificationTitle",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate197.errors = vErrors;
return errors === 0;
}

const schema44 = {"type":"object","additionalProperties":false,"properties":{"idleLockSeconds":{"type":"integer","minimum":1,"maximum":86400},"maxSessionSeconds":{"type":"integer","minimum":10,"maximum":2592000},"captcha":{"enum":["afterFailures","always"]},"passwordPolicy":{"type":"object","additionalProperties":false,"properties":{"minLength":{"type":"integer","minimum":8,"maximum":64},"requireDigit":{"type":"boolean"}}}}};

function validate200(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "idleLockSeconds") || (key0 === "maxSessionSeconds")) || (key0 === "captcha")) || (key0 === "passwordPolicy"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.idleLockSeconds !== undefined){
let data0 = data.idleLockSeconds;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/idleLockSeconds",schemaPath:"#/properties/idleLockSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 86400 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/idleLockSeconds",schemaPath:"#/properties/idleLockSeconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/idleLockSeconds",schemaPath:"#/properties/idleLockSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.maxSessionSeconds !== undefined){
let data1 = data.maxSessionSeconds;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/maxSessionSeconds",schemaPath:"#/properties/maxSessionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2592000 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/maxSessionSeconds",schemaPath:"#/properties/maxSessionSeconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2592000},message:"must be <= 2592000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 10 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/maxSessionSeconds",schemaPath:"#/properties/maxSessionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.captcha !== undefined){
let data2 = data.captcha;
if(!((data2 === "afterFailures") || (data2 === "always"))){
const err7 = {instancePath:instancePath+"/captcha",schemaPath:"#/properties/captcha/enum",keyword:"enum",params:{allowedValues: schema44.properties.captcha.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.passwordPolicy !== undefined){
let data3 = data.passwordPolicy;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
if(!((key1 === "minLength") || (key1 === "requireDigit"))){
const err8 = {instancePath:instancePath+"/passwordPolicy",schemaPath:"#/properties/passwordPolicy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.minLength !== undefined){
let data4 = data3.minLength;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/passwordPolicy/minLength",schemaPath:"#/properties/passwordPolicy/properties/minLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 64 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/passwordPolicy/minLength",schemaPath:"#/properties/passwordPolicy/properties/minLength/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4 < 8 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/passwordPolicy/minLength",schemaPath:"#/properties/passwordPolicy/properties/minLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 8},message:"must be >= 8"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data3.requireDigit !== undefined){
if(typeof data3.requireDigit !== "boolean"){
const err12 = {instancePath:instancePath+"/passwordPolicy/requireDigit",schemaPath:"#/properties/passwordPolicy/properties/requireDigit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/passwordPolicy",schemaPath:"#/properties/passwordPolicy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate200.errors = vErrors;
return errors === 0;
}

const schema45 = {"type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"$ref":"#/definitions/LocalizedText"},"when":{"allOf":[{"$ref":"#/definitions/VisibilityRule"},{"type":"object","properties":{"audiencesAnyOf":{"$ref":"#/definitions/StringList"}},"not":{"required":["audiencesAnyOf"]}}]},"patch":{"type":"object","propertyNames":{"not":{"const":"audiences"}}}}};

function validate203(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "order") || (key0 === "label")) || (key0 === "when")) || (key0 === "patch"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.order !== undefined){
if(!(validate122(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data.label !== undefined){
if(!(validate119(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
if(data.when !== undefined){
let data2 = data.when;
if(!(validate142(data2, {instancePath:instancePath+"/when",parentData:data,parentDataProperty:"when",rootData}))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
errors = vErrors.length;
}
const _errs8 = errors;
const _errs9 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing0;
if((data2.audiencesAnyOf === undefined) && (missing0 = "audiencesAnyOf")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var valid2 = _errs9 === errors;
if(valid2){
const err2 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.audiencesAnyOf !== undefined){
if(!(validate124(data2.audiencesAnyOf, {instancePath:instancePath+"/when/audiencesAnyOf",parentData:data2,parentDataProperty:"audiencesAnyOf",rootData}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.patch !== undefined){
let data4 = data.patch;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
const _errs13 = errors;
const _errs14 = errors;
const _errs15 = errors;
if("audiences" !== key1){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid5 = _errs15 === errors;
if(valid5){
const err5 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/propertyNames/not",keyword:"not",params:{},message:"must NOT be valid",propertyName:key1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs13 === errors;
if(!valid4){
const err6 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate203.errors = vErrors;
return errors === 0;
}


function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://srm-portal.example/schema/layout.partial.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema26.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err1 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.app !== undefined){
if(!(validate116(data.app, {instancePath:instancePath+"/app",parentData:data,parentDataProperty:"app",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
}
if(data.routes !== undefined){
let data2 = data.routes;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs7 = errors;
if(!(validate130(key1, {instancePath:instancePath+"/routes",parentData:data2,parentDataProperty:"routes",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
const err2 = {instancePath:instancePath+"/routes",schemaPath:"#/properties/routes/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key2 in data2){
if(!(validate135(data2[key2], {instancePath:instancePath+"/routes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key2,rootData}))){
vErrors = vErrors === null ? validate135.errors : vErrors.concat(validate135.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/routes",schemaPath:"#/properties/routes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.menuRules !== undefined){
let data4 = data.menuRules;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key3 in data4){
const _errs12 = errors;
if(!(validate130(key3, {instancePath:instancePath+"/menuRules",parentData:data4,parentDataProperty:"menuRules",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
if(!valid3){
const err4 = {instancePath:instancePath+"/menuRules",schemaPath:"#/properties/menuRules/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
for(const key4 in data4){
if(!(validate154(data4[key4], {instancePath:instancePath+"/menuRules/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key4,rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath:instancePath+"/menuRules",schemaPath:"#/properties/menuRules/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.tabGroups !== undefined){
let data6 = data.tabGroups;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key5 in data6){
const _errs17 = errors;
if(!(validate130(key5, {instancePath:instancePath+"/tabGroups",parentData:data6,parentDataProperty:"tabGroups",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
if(!valid5){
const err6 = {instancePath:instancePath+"/tabGroups",schemaPath:"#/properties/tabGroups/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
for(const key6 in data6){
if(!(validate158(data6[key6], {instancePath:instancePath+"/tabGroups/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key6,rootData}))){
vErrors = vErrors === null ? validate158.errors : vErrors.concat(validate158.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/tabGroups",schemaPath:"#/properties/tabGroups/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.topBar !== undefined){
let data8 = data.topBar;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key7 in data8){
const _errs22 = errors;
if(!(validate130(key7, {instancePath:instancePath+"/topBar",parentData:data8,parentDataProperty:"topBar",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
var valid7 = _errs22 === errors;
if(!valid7){
const err8 = {instancePath:instancePath+"/topBar",schemaPath:"#/properties/topBar/propertyNames",keyword:"propertyNames",params:{propertyName: key7},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
for(const key8 in data8){
if(!(validate165(data8[key8], {instancePath:instancePath+"/topBar/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key8,rootData}))){
vErrors = vErrors === null ? validate165.errors : vErrors.concat(validate165.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/topBar",schemaPath:"#/properties/topBar/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.indexBlocks !== undefined){
let data10 = data.indexBlocks;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key9 in data10){
const _errs27 = errors;
if(!(validate130(key9, {instancePath:instancePath+"/indexBlocks",parentData:data10,parentDataProperty:"indexBlocks",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
var valid9 = _errs27 === errors;
if(!valid9){
const err10 = {instancePath:instancePath+"/indexBlocks",schemaPath:"#/properties/indexBlocks/propertyNames",keyword:"propertyNames",params:{propertyName: key9},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
for(const key10 in data10){
if(!(validate174(data10[key10], {instancePath:instancePath+"/indexBlocks/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data10,parentDataProperty:key10,rootData}))){
vErrors = vErrors === null ? validate174.errors : vErrors.concat(validate174.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/indexBlocks",schemaPath:"#/properties/indexBlocks/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.loginPage !== undefined){
if(!(validate180(data.loginPage, {instancePath:instancePath+"/loginPage",parentData:data,parentDataProperty:"loginPage",rootData}))){
vErrors = vErrors === null ? validate180.errors : vErrors.concat(validate180.errors);
errors = vErrors.length;
}
}
if(data.auditLinks !== undefined){
let data13 = data.auditLinks;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key11 in data13){
const _errs33 = errors;
if(!(validate130(key11, {instancePath:instancePath+"/auditLinks",parentData:data13,parentDataProperty:"auditLinks",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
var valid11 = _errs33 === errors;
if(!valid11){
const err12 = {instancePath:instancePath+"/auditLinks",schemaPath:"#/properties/auditLinks/propertyNames",keyword:"propertyNames",params:{propertyName: key11},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
for(const key12 in data13){
if(!(validate187(data13[key12], {instancePath:instancePath+"/auditLinks/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data13,parentDataProperty:key12,rootData}))){
vErrors = vErrors === null ? validate187.errors : vErrors.concat(validate187.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/auditLinks",schemaPath:"#/properties/auditLinks/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.frames !== undefined){
if(!(validate191(data.frames, {instancePath:instancePath+"/frames",parentData:data,parentDataProperty:"frames",rootData}))){
vErrors = vErrors === null ? validate191.errors : vErrors.concat(validate191.errors);
errors = vErrors.length;
}
}
if(data.push !== undefined){
if(!(validate197(data.push, {instancePath:instancePath+"/push",parentData:data,parentDataProperty:"push",rootData}))){
vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors);
errors = vErrors.length;
}
}
if(data.session !== undefined){
if(!(validate200(data.session, {instancePath:instancePath+"/session",parentData:data,parentDataProperty:"session",rootData}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data.audiences !== undefined){
let data18 = data.audiences;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(Object.keys(data18).length > 50){
const err14 = {instancePath:instancePath+"/audiences",schemaPath:"#/properties/audiences/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key13 in data18){
const _errs41 = errors;
if(!(validate130(key13, {instancePath:instancePath+"/audiences",parentData:data18,parentDataProperty:"audiences",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
var valid13 = _errs41 === errors;
if(!valid13){
const err15 = {instancePath:instancePath+"/audiences",schemaPath:"#/properties/audiences/propertyNames",keyword:"propertyNames",params:{propertyName: key13},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
for(const key14 in data18){
if(!(validate203(data18[key14], {instancePath:instancePath+"/audiences/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data18,parentDataProperty:key14,rootData}))){
vErrors = vErrors === null ? validate203.errors : vErrors.concat(validate203.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath:instancePath+"/audiences",schemaPath:"#/properties/audiences/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate115.errors = vErrors;
return errors === 0;
}

