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
const schema6 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://srm-portal.example/schema/layout.schema.json","title":"LayoutDocument","description":"The SRM portal shell layout document: everything that differs between customers. Collections are objects keyed by id with an `order` field, so that a tenant overlay is a plain RFC 7396 JSON Merge Patch (name an item to change it, set it to null to remove it).","type":"object","additionalProperties":false,"required":["app","routes","menuRules","tabGroups","topBar","indexBlocks","loginPage","auditLinks","frames","push"],"properties":{"$schema":{"title":"Schema reference","description":"Path or URL of this schema, so that editors offer completion and checks.","type":"string"},"app":{"$ref":"#/definitions/App"},"routes":{"title":"Routes","description":"Routes outside the server menu, keyed by id. Each names the plugin page that serves it, or a redirect.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/Route"}},"menuRules":{"title":"Menu rules","description":"How a server menu item's appUrl becomes a route, keyed by id. Rules are tried by ascending order; the first that matches wins.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/MenuRule"}},"tabGroups":{"title":"Tab replacement groups","description":"Groups of pages of which only one tab is open at a time: opening a page of the group replaces the group's open tab. Keyed by id.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/TabGroup"}},"topBar":{"title":"Top bar","description":"Items of the top bar, keyed by id, shown by ascending order when their visibility rule holds.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/TopBarItem"}},"indexBlocks":{"title":"Home blocks","description":"Blocks of the home page, keyed by id, each switched on by a system setting.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/IndexBlock"}},"loginPage":{"$ref":"#/definitions/LoginPage"},"auditLinks":{"title":"Approval link map","description":"Detail route of each approval (audit) business type, keyed by business type.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/AuditLink"}},"frames":{"$ref":"#/definitions/Frames"},"push":{"$ref":"#/definitions/Push"}},"definitions":{"Id":{"title":"Identifier","description":"A key of a collection: letters, digits, '-', '_' and '.', starting with a letter.","type":"string","pattern":"^[A-Za-z][A-Za-z0-9_.-]{0,63}$"},"Order":{"title":"Order","description":"Sort position within the collection; lower comes first.","type":"number"},"LocalizedText":{"title":"Localized text","description":"A text: either one string (an i18n key starting with 'i18n_' or plain text), or one text per language code.","anyOf":[{"type":"string"},{"type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"additionalProperties":{"type":"string"},"minProperties":1}]},"RoutePath":{"title":"Route path","description":"A path inside the portal: one '/' and then no white space. '//host' or '/\\host' would name another site, so it is refused.","type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"},"StringList":{"title":"List of strings","description":"A list of distinct non-empty strings.","type":"array","items":{"type":"string","minLength":1},"uniqueItems":true},"VisibilityRule":{"title":"Visibility rule","description":"When an item is shown. Every condition given must hold; an empty rule always holds. Read by the menu, the top bar and the home blocks through one evaluator.","type":"object","additionalProperties":false,"properties":{"stationsExcluded":{"title":"Hidden for stations","description":"Hidden when the user's station is one of these (e.g. 'sale' for supplier-side sub-accounts).","$ref":"#/definitions/StringList"},"stationsIncluded":{"title":"Only for stations","description":"Shown only when the user's station is one of these.","$ref":"#/definitions/StringList"},"rolesAnyOf":{"title":"Only for roles","description":"Shown only when the user has at least one of these roles.","$ref":"#/definitions/StringList"},"permissionsAnyOf":{"title":"Only for permissions","description":"Shown only when the user's permission value is one of these (e.g. 'admin').","$ref":"#/definitions/StringList"},"settingsOn":{"title":"Only when settings are on","description":"System setting codes that must all be switched on (a numeric value other than 0).","$ref":"#/definitions/StringList"},"authenticated":{"title":"Only when signed in or out","description":"true: shown only to a signed-in user; false: only when nobody is signed in.","type":"boolean"}}},"App":{"title":"Application","description":"Site-wide settings and constants of the shell.","type":"object","additionalProperties":false,"required":["siteTitle","homeTab","languages","defaultLanguage","density","requestTimeoutMs","tokenTimeSeconds","userInfoCacheMinutes","chunkLoadTimeoutMs","defaultAccount","apiBasePath","passwordTransport"],"properties":{"siteTitle":{"title":"Site title","description":"Browser title on pages that are not frame pages.","type":"string","minLength":1,"maxLength":80},"homeTab":{"title":"Home tab","description":"The tab opened on start; it cannot be closed. Its path is the default home; byStation names another per station.","type":"object","additionalProperties":false,"required":["path","label"],"properties":{"path":{"title":"Home path","description":"Route path of the home page.","$ref":"#/definitions/RoutePath"},"label":{"title":"Home label","description":"Tab label of the home page.","$ref":"#/definitions/LocalizedText"},"byStation":{"title":"Home by station","description":"The home path of the users of a station (e.g. sale: /portal/supplier/index), keyed by station; a station not named here uses the home path. The guard's home redirect, the Home tab, the logo link and the page after sign-in follow it.","type":"object","propertyNames":{"pattern":"^[A-Za-z0-9_-]{1,32}$"},"maxProperties":32,"additionalProperties":{"$ref":"#/definitions/RoutePath"}}}},"languages":{"title":"Languages","description":"Languages offered by the language selector, keyed by language code.","type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"minProperties":1,"additionalProperties":{"title":"Language","description":"One language of the selector.","type":"object","additionalProperties":false,"required":["order","label","htmlLang"],"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"title":"Label","description":"Name of the language in itself (e.g. 中文, English).","type":"string","minLength":1},"htmlLang":{"title":"HTML lang","description":"BCP 47 tag set on the html element (e.g. zh-CN).","type":"string","minLength":2}}}},"defaultLanguage":{"title":"Default language","description":"Language when neither the user's choice nor the browser decides (zh_cn).","type":"string","pattern":"^[a-z]{2}(_[a-z]{2})?$"},"density":{"title":"Density","description":"Control size offered by the density dropdown.","type":"object","additionalProperties":false,"required":["default","options"],"properties":{"default":{"title":"Default density","description":"Density before the user chooses one.","enum":["medium","small","mini"]},"options":{"title":"Density options","description":"The densities offered, in order.","type":"array","minItems":1,"uniqueItems":true,"items":{"enum":["medium","small","mini"]}}}},"display":{"title":"Display defaults","description":"The tenant's defaults for the display-settings panel (the top-bar item of kind displaySettings). Each user's own choices, kept in the browser per account and sub-account, win over these; a property left out keeps the shell's default (given in brackets). Two kinds of switch: states (tag, theme, themeColor, collapse, topMenu change the screen at once) and entries shown (log, fullScreen, lockScreen, search show or hide a control, whose top-bar item must also be in topBar). The server has no say: these are presentation only (a stored overlay may set them like any layout property). Example: { \"theme\": \"dark\", \"themeColor\": \"#0f6cbd\", \"topMenu\": true } opens the portal in the dark theme with a blue brand and the menu in the top bar.","type":"object","additionalProperties":false,"properties":{"tag":{"title":"Tab strip","description":"State: the tab strip above the page is shown [true]; off hides it (pages still open and switch from the menu).","type":"boolean"},"log":{"title":"Log entry","description":"Entry shown: the top-bar log button (kind log), which lists the last 100 client errors of this browser tab (time, kind, message; tokens and passwords redacted) [false].","type":"boolean"},"theme":{"title":"Theme","description":"State: Fluent's light or dark theme for the whole shell; sub-apps in frames are told over the bridge (themeChange) [light]. Example: \"dark\".","enum":["light","dark"]},"themeColor":{"title":"Theme colour","description":"State: the brand colour (#rrggbb or #rgb) from which the 16-shade brand ramp is made (buttons, the active menu entry, the active tab's mark); left out, Fluent's own blue [none]. Example: \"#c50f1f\".","type":"string","pattern":"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},"fullScreen":{"title":"Full-screen entry","description":"Entry shown: the top-bar full-screen button (kind fullScreen), which puts the portal in the browser's full screen and back [false].","type":"boolean"},"lockScreen":{"title":"Lock-screen entry","description":"Entry shown: the top-bar lock button (kind lock) [true].","type":"boolean"},"search":{"title":"Menu search","description":"Entry shown: a search box above the side menu that filters the entries as the user types, by label in the current language or by the pinyin initials of a Chinese label, keeping the groups of what matches; Esc clears it. Not shown while the menu is folded or in the top bar [true].","type":"boolean"},"collapse":{"title":"Menu collapsed","description":"State: the side menu starts folded to its icons [false]. Below 992 px wide the menu folds anyway, whatever this says.","type":"boolean"},"topMenu":{"title":"Top menu","description":"State: the menu is drawn in the top bar (one dropdown per top-level group, what does not fit in a 'more' menu) instead of at the side [false]. Below 992 px wide the menu stays at the side (folded): the top bar has no room for it.","type":"boolean"}}},"requestTimeoutMs":{"title":"Request timeout","description":"Timeout of every API call in milliseconds (300000).","type":"integer","minimum":1000},"tokenTimeSeconds":{"title":"Token time","description":"Lifetime of an access token in seconds (79200 = 22 hours); the shell refreshes before it runs out.","type":"integer","minimum":60},"userInfoCacheMinutes":{"title":"User-info cache","description":"How long the stored user info is trusted, in minutes (1440 = 24 hours).","type":"integer","minimum":1},"chunkLoadTimeoutMs":{"title":"Chunk load timeout","description":"Time after which a page chunk that has not loaded counts as failed (120000 ms).","type":"integer","minimum":1000},"defaultAccount":{"title":"Default account","description":"Account used before anybody signs in (login-page settings are read for it).","type":"object","additionalProperties":false,"required":["elsAccount","elsSubAccount"],"properties":{"elsAccount":{"title":"Account","description":"Main account (307000).","type":"string","pattern":"^[0-9A-Za-z_-]{1,32}$"},"elsSubAccount":{"title":"Sub-account","description":"Sub-account (1001).","type":"string","pattern":"^[0-9A-Za-z_-]{1,32}$"}}},"apiBasePath":{"title":"API base path","description":"Base of every API call. '{prefix}' is replaced by the application prefix (the first segment of the shell's path); an absolute http(s) URL points the shell at another backend.","type":"string","pattern":"^(/|https?://|\\{prefix\\}(/|$))"},"auditServiceV2Prefix":{"title":"Audit service v2 prefix","description":"Environments (environMentConfig values) in which the common audit service path gets a /v2 prefix.","$ref":"#/definitions/StringList"},"tokenRefreshLeadSeconds":{"title":"Token refresh lead","description":"How long before the access token expires the shell refreshes it, in seconds (at most a quarter of the token's life).","type":"integer","minimum":1},"passwordTransport":{"title":"Password transport","description":"AES-CBC key and IV (UTF-8 text) the platform expects passwords to be encrypted with before they are sent. Compatibility with the SRM backend only, not a security boundary (TLS is); the backend must use the same values.","type":"object","additionalProperties":false,"required":["key","iv"],"properties":{"key":{"title":"Key","description":"16, 24 or 32 characters (AES-128/192/256).","type":"string","pattern":"^(.{16}|.{24}|.{32})$"},"iv":{"title":"IV","description":"16 characters.","type":"string","pattern":"^.{16}$"}}}}},"Route":{"title":"Route","description":"A route outside the server menu.","type":"object","additionalProperties":false,"required":["order","path","auth"],"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"title":"Path","description":"Route path; ':name' marks a parameter (e.g. /myiframe/:routerPath).","$ref":"#/definitions/RoutePath"},"plugin":{"title":"Plugin","description":"Id of the plugin that serves the page.","$ref":"#/definitions/Id"},"page":{"title":"Page","description":"Id of the page within the plugin.","$ref":"#/definitions/Id"},"redirect":{"title":"Redirect","description":"Route path this route redirects to, keeping the query.","$ref":"#/definitions/RoutePath"},"auth":{"title":"Needs authentication","description":"false: open without signing in (login, error pages).","type":"boolean"},"label":{"title":"Tab label","description":"Label of the tab the page opens in; an i18n_ key is translated.","$ref":"#/definitions/LocalizedText"},"tab":{"title":"Opens a tab","description":"Whether visiting the route adds a tab (default true for pages inside the shell frame).","type":"boolean"},"chrome":{"title":"Chrome","description":"'shell': the page shows inside the top bar, menu and tabs; 'bare': alone (login, lock, error pages).","enum":["shell","bare"]}},"oneOf":[{"required":["plugin","page"],"not":{"required":["redirect"]}},{"required":["redirect"],"not":{"anyOf":[{"required":["plugin"]},{"required":["page"]}]}}]},"MenuRule":{"title":"Menu rule","description":"Turns a menu item's appUrl into a route when its conditions hold.","type":"object","additionalProperties":false,"required":["order","target","path"],"properties":{"order":{"$ref":"#/definitions/Order"},"urlContains":{"title":"URL contains","description":"The rule holds only when appUrl contains this text.","type":"string","minLength":1},"urlNotContains":{"title":"URL does not contain","description":"The rule holds only when appUrl does not contain this text.","type":"string","minLength":1},"target":{"title":"Target","description":"frame: embedded in /myiframe with src and name in the query; audit and forward: the page with the url's query; portal: the url is a shell route itself.","enum":["frame","audit","forward","portal"]},"path":{"title":"Route template","description":"Route path; '{routerPath}' is replaced by the item's appCode, '{url}' by the path of appUrl.","type":"string","maxLength":2048,"pattern":"^(/(?![/\\\\])|\\{url\\})"}}},"TabGroup":{"title":"Tab group","description":"Pages of one sub-application or kind whose tab replaces the open tab of the same group.","type":"object","additionalProperties":false,"required":["order","label"],"anyOf":[{"required":["pathPrefix"]},{"required":["srcContains"]}],"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"title":"Label","description":"Name of the group for admins.","$ref":"#/definitions/LocalizedText"},"pathPrefix":{"title":"Route path prefix","description":"A tab belongs to the group when its route path starts with this.","$ref":"#/definitions/RoutePath"},"srcContains":{"title":"Frame address contains","description":"A frame tab belongs to the group when its src contains one of these.","$ref":"#/definitions/StringList"}}},"TopBarItem":{"title":"Top-bar item","description":"One element of the top bar.","type":"object","additionalProperties":false,"required":["order","kind"],"properties":{"order":{"$ref":"#/definitions/Order"},"kind":{"title":"Kind","description":"What the item is: the collapse toggle, density dropdown, language selector, WeChat QR dialog, push connection indicator, avatar, user name, personal-info link, change-password link, lock screen, logout, or a plain link; displaySettings opens the display-settings panel, fullScreen toggles the browser's full screen and log lists the client errors (both shown only while their display switch is on), guide reopens the first-use tour.","enum":["collapse","density","language","wechatQr","pushStatus","avatar","userName","personalInfo","changePassword","lock","logout","displaySettings","fullScreen","log","guide","link"]},"area":{"title":"Area","description":"start: left of the bar, end: right (default end).","enum":["start","end"]},"label":{"title":"Label","description":"Text or tooltip of the item; an i18n_ key is translated.","$ref":"#/definitions/LocalizedText"},"to":{"title":"Target route","description":"Route the item opens (personalInfo, changePassword, link).","$ref":"#/definitions/RoutePath"},"confirm":{"title":"Confirmation","description":"Ask before acting (logout): a dialog with cancel and confirm.","type":"object","additionalProperties":false,"required":["title","message"],"properties":{"title":{"title":"Dialog title","description":"Title of the confirm dialog.","$ref":"#/definitions/LocalizedText"},"message":{"title":"Dialog message","description":"Question of the confirm dialog.","$ref":"#/definitions/LocalizedText"}}},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}},"IndexBlock":{"title":"Home block","description":"A block of the home page, offered by a plugin.","type":"object","additionalProperties":false,"required":["order","block","title"],"properties":{"order":{"$ref":"#/definitions/Order"},"block":{"title":"Block","description":"'<pluginId>.<blockId>' of the plugin block that renders it.","type":"string","pattern":"^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$"},"title":{"title":"Title","description":"Heading of the block.","$ref":"#/definitions/LocalizedText"},"settingCode":{"title":"Switching setting","description":"System setting code that switches the block on (IndexPage_Purchase, IndexPage_Enquiry, IndexPage_Order, IndexPage_Logistics, IndexPage_Head).","type":"string","minLength":1},"width":{"title":"Width","description":"full: the whole row; half: half of it on wide screens.","enum":["full","half"]},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}},"LoginPage":{"title":"Login page","description":"Settings of the login page: which system settings brand it, the defaults, the logo sizing rule.","type":"object","additionalProperties":false,"required":["settingGroup","settingCodes","defaults","logo"],"properties":{"settingGroup":{"title":"Setting group","description":"System-setting group read for the buyer's account (LoginPage_Group).","type":"string","minLength":1},"settingCodes":{"title":"Setting codes","description":"Which setting code fills which part of the page.","type":"object","additionalProperties":false,"required":["systemTitle","systemName","background","systemLogo","loginLogo","advertisement"],"properties":{"systemTitle":{"title":"System title code","description":"LoginPage_SystemTitle.","type":"string","minLength":1},"systemName":{"title":"System name code","description":"LoginPage_SystemName.","type":"string","minLength":1},"background":{"title":"Background code","description":"LoginPage_LoginBackgroud (sic, as the platform spells it).","type":"string","minLength":1},"systemLogo":{"title":"System logo code","description":"LoginPage_SystemLogo.","type":"string","minLength":1},"loginLogo":{"title":"Login logo code","description":"LoginPage_LoginLogo.","type":"string","minLength":1},"advertisement":{"title":"Advertisement code","description":"LoginPage_LoginAD.","type":"string","minLength":1}}},"defaults":{"title":"Defaults","description":"Values used where the settings give none.","type":"object","additionalProperties":false,"required":["systemTitle","systemName"],"properties":{"systemTitle":{"title":"System title","description":"Title above the form.","$ref":"#/definitions/LocalizedText"},"systemName":{"title":"System name","description":"Name of the system beside the logo.","$ref":"#/definitions/LocalizedText"},"background":{"title":"Background","description":"Background image address (recommended 1920x1080).","type":"string"},"advertisement":{"title":"Advertisement","description":"Text or image address shown beside the form.","type":"string"}}},"fileServicePath":{"title":"File service path","description":"Path, under the API base, that serves a stored file by its filePath query (relative logo paths resolve against it).","type":"string","pattern":"^/"},"logo":{"title":"Logo sizing","description":"Seed 001 section 9: default 140x30; narrower than the aspect threshold: height 55 and width scaled; wider: width 150 and height scaled.","type":"object","additionalProperties":false,"required":["defaultWidth","defaultHeight","aspectRatioThreshold","narrowHeight","wideWidth"],"properties":{"defaultWidth":{"title":"Default width","description":"Width of the default logo in pixels (140).","type":"number","exclusiveMinimum":0},"defaultHeight":{"title":"Default height","description":"Height of the default logo in pixels (30).","type":"number","exclusiveMinimum":0},"aspectRatioThreshold":{"title":"Aspect-ratio threshold","description":"Width divided by height that separates narrow from wide logos (4.5).","type":"number","exclusiveMinimum":0},"narrowHeight":{"title":"Narrow logo height","description":"Height given to a logo narrower than the threshold (55).","type":"number","exclusiveMinimum":0},"wideWidth":{"title":"Wide logo width","description":"Width given to a logo wider than the threshold (150).","type":"number","exclusiveMinimum":0}}},"captchaLength":{"title":"Captcha length","description":"Number of captcha characters (4).","type":"integer","minimum":1,"maximum":8},"smsResendSeconds":{"title":"SMS resend countdown","description":"Seconds before another SMS verification code may be requested (the code itself is valid 10 minutes).","type":"integer","minimum":1,"maximum":600},"features":{"title":"Features","description":"Which ways in the login page offers.","type":"object","additionalProperties":false,"properties":{"rememberAccount":{"title":"Remember account","description":"Offer to remember the account.","type":"boolean"},"keepLogin":{"title":"Keep login","description":"Offer to stay signed in.","type":"boolean"},"forgotPassword":{"title":"Forgot password","description":"Offer a password reset by SMS code.","type":"boolean"},"invitationRegistration":{"title":"Invitation registration","description":"Offer registration with an invitation code.","type":"boolean"},"wechatLogin":{"title":"WeChat login","description":"Offer the WeChat login entry.","type":"boolean"}}}}},"AuditLink":{"title":"Approval link","description":"Where the details of one approval business type are shown.","type":"object","additionalProperties":false,"required":["order","path"],"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"title":"Detail address","description":"Address of the detail page in its sub-application (e.g. /rfq/#/v2/detail): a path on the portal's own origin, never '//host'.","type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"},"label":{"title":"Label","description":"Name of the business type.","$ref":"#/definitions/LocalizedText"}}},"Frames":{"title":"Frames","description":"The embedded-page host: sizes, delays, caching, allowed origins.","type":"object","additionalProperties":false,"required":["heightOffsets","initDelayMs","nonCachedApps","allowedOrigins","poolLimit","flowDiagramUrl"],"properties":{"heightOffsets":{"title":"Height offsets","description":"Not used by this shell any more: a frame fills the content area under the tab strip (the platform's window height minus 200, or 130, left a blank band about 135 px high below the frame). Kept so that existing layout files stay valid.","type":"object","additionalProperties":false,"required":["largeScreen","normal","largeScreenMinWidth"],"properties":{"largeScreen":{"title":"Large-screen offset","description":"Pixels subtracted on a large screen (200).","type":"integer","minimum":0},"normal":{"title":"Normal offset","description":"Pixels subtracted otherwise (130).","type":"integer","minimum":0},"largeScreenMinWidth":{"title":"Large-screen width","description":"Window width from which a screen counts as large.","type":"integer","minimum":0}}},"initDelayMs":{"title":"Init delay","description":"Delay before the first load of a tab's frame (2000 ms).","type":"integer","minimum":0},"nonCachedApps":{"title":"Non-cached apps","description":"Frame pages that get a separate frame, shown only while their tab is open and not kept alive (demand pool list, supplier order list). Keyed by id.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"title":"Non-cached app","description":"Frame addresses containing this text are not kept alive.","type":"object","additionalProperties":false,"required":["order","srcContains"],"properties":{"order":{"$ref":"#/definitions/Order"},"srcContains":{"title":"Address contains","description":"Text the frame address contains.","type":"string","minLength":1}}}},"allowedOrigins":{"title":"Allowed origins","description":"Origins (besides the shell's own) whose frames may be embedded and may send bridge messages. Keyed by id. At most 32: the list also goes into every page's Content-Security-Policy header.","type":"object","maxProperties":32,"propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"title":"Allowed origin","description":"One origin: scheme, host and port, no path.","type":"object","additionalProperties":false,"required":["order","origin"],"properties":{"order":{"$ref":"#/definitions/Order"},"origin":{"title":"Origin","description":"e.g. https://rfq.example.com (at most 200 characters).","type":"string","maxLength":200,"pattern":"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"},"messages":{"title":"Bridge messages","description":"The bridge messages frames of this origin may send (docs/bridge.md), e.g. [\"openFlowDialog\"]. Absent: all of them (openNewTag, openFlowDialog, openNewPage), as before; an empty list: none. The shell's own origin may always send all. A merge patch replaces the whole list.","type":"array","uniqueItems":true,"items":{"type":"string","enum":["openNewTag","openFlowDialog","openNewPage"]}}}}},"poolLimit":{"title":"Pool limit","description":"How many frames stay alive at most; beyond it the least recently used is dropped.","type":"integer","minimum":1,"maximum":100},"flowDiagramUrl":{"title":"Flow diagram address","description":"Page the approval-flow dialog shows for a process instance; '{processInstanceId}' is replaced by the flow id (URL-encoded), '{prefix}' by the application prefix. Relative or http(s); another origin must be in allowedOrigins.","type":"string","pattern":"^(/|https?://)[^\\s]*\\{processInstanceId\\}"}}},"Push":{"title":"Push messages","description":"The MQTT-over-WebSocket client that shows notifications.","type":"object","additionalProperties":false,"required":["enabled","brokerUrl","topicTemplate","connectTimeoutMs","keepaliveSeconds","notificationTitle"],"properties":{"enabled":{"title":"Enabled","description":"Whether the client connects after sign-in.","type":"boolean"},"brokerUrl":{"title":"Broker URL","description":"ws(s) URL of the broker; '{wsOrigin}' is the shell's origin with ws/wss, '{prefix}' the application prefix.","type":"string","pattern":"^(wss?://|\\{wsOrigin\\})"},"brokerUrls":{"title":"More broker URLs","description":"Further broker addresses (same forms as brokerUrl), tried in turn after brokerUrl when a connection fails; at most 8.","type":"array","maxItems":8,"uniqueItems":true,"items":{"type":"string","maxLength":2048,"pattern":"^(wss?://|\\{wsOrigin\\})"}},"topicTemplate":{"title":"Topic template","description":"Topic subscribed to; {elsAccount}, {elsSubAccount} and {environMentConfig} are replaced.","type":"string","minLength":1},"connectTimeoutMs":{"title":"Connect timeout","description":"Milliseconds before a connection attempt fails (5000).","type":"integer","minimum":100},"keepaliveSeconds":{"title":"Keepalive","description":"MQTT keepalive in seconds (10).","type":"integer","minimum":1},"protocolVersion":{"title":"MQTT protocol version","description":"4 (MQTT 3.1.1) or 3 (MQTT 3.1). Absent: version 4, falling back to 3 when a version 4 connection fails.","enum":[3,4]},"toastLimit":{"title":"Visible notifications","description":"How many push notifications show at once; the rest are summarised in one ('and 37 more'). Default 3.","type":"integer","minimum":1,"maximum":10},"notificationTitle":{"title":"Notification title","description":"Title of every notification (后台提醒！).","$ref":"#/definitions/LocalizedText"}}}}};
const func2 = Object.prototype.hasOwnProperty;
const schema7 = {"title":"Application","description":"Site-wide settings and constants of the shell.","type":"object","additionalProperties":false,"required":["siteTitle","homeTab","languages","defaultLanguage","density","requestTimeoutMs","tokenTimeSeconds","userInfoCacheMinutes","chunkLoadTimeoutMs","defaultAccount","apiBasePath","passwordTransport"],"properties":{"siteTitle":{"title":"Site title","description":"Browser title on pages that are not frame pages.","type":"string","minLength":1,"maxLength":80},"homeTab":{"title":"Home tab","description":"The tab opened on start; it cannot be closed. Its path is the default home; byStation names another per station.","type":"object","additionalProperties":false,"required":["path","label"],"properties":{"path":{"title":"Home path","description":"Route path of the home page.","$ref":"#/definitions/RoutePath"},"label":{"title":"Home label","description":"Tab label of the home page.","$ref":"#/definitions/LocalizedText"},"byStation":{"title":"Home by station","description":"The home path of the users of a station (e.g. sale: /portal/supplier/index), keyed by station; a station not named here uses the home path. The guard's home redirect, the Home tab, the logo link and the page after sign-in follow it.","type":"object","propertyNames":{"pattern":"^[A-Za-z0-9_-]{1,32}$"},"maxProperties":32,"additionalProperties":{"$ref":"#/definitions/RoutePath"}}}},"languages":{"title":"Languages","description":"Languages offered by the language selector, keyed by language code.","type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"minProperties":1,"additionalProperties":{"title":"Language","description":"One language of the selector.","type":"object","additionalProperties":false,"required":["order","label","htmlLang"],"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"title":"Label","description":"Name of the language in itself (e.g. 中文, English).","type":"string","minLength":1},"htmlLang":{"title":"HTML lang","description":"BCP 47 tag set on the html element (e.g. zh-CN).","type":"string","minLength":2}}}},"defaultLanguage":{"title":"Default language","description":"Language when neither the user's choice nor the browser decides (zh_cn).","type":"string","pattern":"^[a-z]{2}(_[a-z]{2})?$"},"density":{"title":"Density","description":"Control size offered by the density dropdown.","type":"object","additionalProperties":false,"required":["default","options"],"properties":{"default":{"title":"Default density","description":"Density before the user chooses one.","enum":["medium","small","mini"]},"options":{"title":"Density options","description":"The densities offered, in order.","type":"array","minItems":1,"uniqueItems":true,"items":{"enum":["medium","small","mini"]}}}},"display":{"title":"Display defaults","description":"The tenant's defaults for the display-settings panel (the top-bar item of kind displaySettings). Each user's own choices, kept in the browser per account and sub-account, win over these; a property left out keeps the shell's default (given in brackets). Two kinds of switch: states (tag, theme, themeColor, collapse, topMenu change the screen at once) and entries shown (log, fullScreen, lockScreen, search show or hide a control, whose top-bar item must also be in topBar). The server has no say: these are presentation only (a stored overlay may set them like any layout property). Example: { \"theme\": \"dark\", \"themeColor\": \"#0f6cbd\", \"topMenu\": true } opens the portal in the dark theme with a blue brand and the menu in the top bar.","type":"object","additionalProperties":false,"properties":{"tag":{"title":"Tab strip","description":"State: the tab strip above the page is shown [true]; off hides it (pages still open and switch from the menu).","type":"boolean"},"log":{"title":"Log entry","description":"Entry shown: the top-bar log button (kind log), which lists the last 100 client errors of this browser tab (time, kind, message; tokens and passwords redacted) [false].","type":"boolean"},"theme":{"title":"Theme","description":"State: Fluent's light or dark theme for the whole shell; sub-apps in frames are told over the bridge (themeChange) [light]. Example: \"dark\".","enum":["light","dark"]},"themeColor":{"title":"Theme colour","description":"State: the brand colour (#rrggbb or #rgb) from which the 16-shade brand ramp is made (buttons, the active menu entry, the active tab's mark); left out, Fluent's own blue [none]. Example: \"#c50f1f\".","type":"string","pattern":"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},"fullScreen":{"title":"Full-screen entry","description":"Entry shown: the top-bar full-screen button (kind fullScreen), which puts the portal in the browser's full screen and back [false].","type":"boolean"},"lockScreen":{"title":"Lock-screen entry","description":"Entry shown: the top-bar lock button (kind lock) [true].","type":"boolean"},"search":{"title":"Menu search","description":"Entry shown: a search box above the side menu that filters the entries as the user types, by label in the current language or by the pinyin initials of a Chinese label, keeping the groups of what matches; Esc clears it. Not shown while the menu is folded or in the top bar [true].","type":"boolean"},"collapse":{"title":"Menu collapsed","description":"State: the side menu starts folded to its icons [false]. Below 992 px wide the menu folds anyway, whatever this says.","type":"boolean"},"topMenu":{"title":"Top menu","description":"State: the menu is drawn in the top bar (one dropdown per top-level group, what does not fit in a 'more' menu) instead of at the side [false]. Below 992 px wide the menu stays at the side (folded): the top bar has no room for it.","type":"boolean"}}},"requestTimeoutMs":{"title":"Request timeout","description":"Timeout of every API call in milliseconds (300000).","type":"integer","minimum":1000},"tokenTimeSeconds":{"title":"Token time","description":"Lifetime of an access token in seconds (79200 = 22 hours); the shell refreshes before it runs out.","type":"integer","minimum":60},"userInfoCacheMinutes":{"title":"User-info cache","description":"How long the stored user info is trusted, in minutes (1440 = 24 hours).","type":"integer","minimum":1},"chunkLoadTimeoutMs":{"title":"Chunk load timeout","description":"Time after which a page chunk that has not loaded counts as failed (120000 ms).","type":"integer","minimum":1000},"defaultAccount":{"title":"Default account","description":"Account used before anybody signs in (login-page settings are read for it).","type":"object","additionalProperties":false,"required":["elsAccount","elsSubAccount"],"properties":{"elsAccount":{"title":"Account","description":"Main account (307000).","type":"string","pattern":"^[0-9A-Za-z_-]{1,32}$"},"elsSubAccount":{"title":"Sub-account","description":"Sub-account (1001).","type":"string","pattern":"^[0-9A-Za-z_-]{1,32}$"}}},"apiBasePath":{"title":"API base path","description":"Base of every API call. '{prefix}' is replaced by the application prefix (the first segment of the shell's path); an absolute http(s) URL points the shell at another backend.","type":"string","pattern":"^(/|https?://|\\{prefix\\}(/|$))"},"auditServiceV2Prefix":{"title":"Audit service v2 prefix","description":"Environments (environMentConfig values) in which the common audit service path gets a /v2 prefix.","$ref":"#/definitions/StringList"},"tokenRefreshLeadSeconds":{"title":"Token refresh lead","description":"How long before the access token expires the shell refreshes it, in seconds (at most a quarter of the token's life).","type":"integer","minimum":1},"passwordTransport":{"title":"Password transport","description":"AES-CBC key and IV (UTF-8 text) the platform expects passwords to be encrypted with before they are sent. Compatibility with the SRM backend only, not a security boundary (TLS is); the backend must use the same values.","type":"object","additionalProperties":false,"required":["key","iv"],"properties":{"key":{"title":"Key","description":"16, 24 or 32 characters (AES-128/192/256).","type":"string","pattern":"^(.{16}|.{24}|.{32})$"},"iv":{"title":"IV","description":"16 characters.","type":"string","pattern":"^.{16}$"}}}}};
const func4 = ajvRuntime_ucs2length;
const func0 = ajvRuntime_equal;
const schema8 = {"title":"Route path","description":"A path inside the portal: one '/' and then no white space. '//host' or '/\\host' would name another site, so it is refused.","type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"};
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

const schema9 = {"title":"Localized text","description":"A text: either one string (an i18n key starting with 'i18n_' or plain text), or one text per language code.","anyOf":[{"type":"string"},{"type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"additionalProperties":{"type":"string"},"minProperties":1}]};
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

const schema10 = {"title":"Order","description":"Sort position within the collection; lower comes first.","type":"number"};

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

const schema11 = {"title":"List of strings","description":"A list of distinct non-empty strings.","type":"array","items":{"type":"string","minLength":1},"uniqueItems":true};

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

const pattern2 = new RegExp("^[A-Za-z0-9_-]{1,32}$", "u");
const pattern5 = new RegExp("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$", "u");
const pattern6 = new RegExp("^[0-9A-Za-z_-]{1,32}$", "u");
const pattern8 = new RegExp("^(/|https?://|\\{prefix\\}(/|$))", "u");
const pattern9 = new RegExp("^(.{16}|.{24}|.{32})$", "u");
const pattern10 = new RegExp("^.{16}$", "u");

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
if(data.density !== undefined){
let data12 = data.density;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.default === undefined){
const err39 = {instancePath:instancePath+"/density",schemaPath:"#/properties/density/required",keyword:"required",params:{missingProperty: "default"},message:"must have required property '"+"default"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data12.options === undefined){
const err40 = {instancePath:instancePath+"/density",schemaPath:"#/properties/density/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key7 in data12){
if(!((key7 === "default") || (key7 === "options"))){
const err41 = {instancePath:instancePath+"/density",schemaPath:"#/properties/density/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data12.default !== undefined){
let data13 = data12.default;
if(!(((data13 === "medium") || (data13 === "small")) || (data13 === "mini"))){
const err42 = {instancePath:instancePath+"/density/default",schemaPath:"#/properties/density/properties/default/enum",keyword:"enum",params:{allowedValues: schema7.properties.density.properties.default.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data12.options !== undefined){
let data14 = data12.options;
if(Array.isArray(data14)){
if(data14.length < 1){
const err43 = {instancePath:instancePath+"/density/options",schemaPath:"#/properties/density/properties/options/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
let data15 = data14[i0];
if(!(((data15 === "medium") || (data15 === "small")) || (data15 === "mini"))){
const err44 = {instancePath:instancePath+"/density/options/" + i0,schemaPath:"#/properties/density/properties/options/items/enum",keyword:"enum",params:{allowedValues: schema7.properties.density.properties.options.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
let i1 = data14.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data14[i1], data14[j0])){
const err45 = {instancePath:instancePath+"/density/options",schemaPath:"#/properties/density/properties/options/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err46 = {instancePath:instancePath+"/density/options",schemaPath:"#/properties/density/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/density",schemaPath:"#/properties/density/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.display !== undefined){
let data16 = data.display;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key8 in data16){
if(!(func2.call(schema7.properties.display.properties, key8))){
const err48 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data16.tag !== undefined){
if(typeof data16.tag !== "boolean"){
const err49 = {instancePath:instancePath+"/display/tag",schemaPath:"#/properties/display/properties/tag/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data16.log !== undefined){
if(typeof data16.log !== "boolean"){
const err50 = {instancePath:instancePath+"/display/log",schemaPath:"#/properties/display/properties/log/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data16.theme !== undefined){
let data19 = data16.theme;
if(!((data19 === "light") || (data19 === "dark"))){
const err51 = {instancePath:instancePath+"/display/theme",schemaPath:"#/properties/display/properties/theme/enum",keyword:"enum",params:{allowedValues: schema7.properties.display.properties.theme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data16.themeColor !== undefined){
let data20 = data16.themeColor;
if(typeof data20 === "string"){
if(!pattern5.test(data20)){
const err52 = {instancePath:instancePath+"/display/themeColor",schemaPath:"#/properties/display/properties/themeColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},message:"must match pattern \""+"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/display/themeColor",schemaPath:"#/properties/display/properties/themeColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data16.fullScreen !== undefined){
if(typeof data16.fullScreen !== "boolean"){
const err54 = {instancePath:instancePath+"/display/fullScreen",schemaPath:"#/properties/display/properties/fullScreen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data16.lockScreen !== undefined){
if(typeof data16.lockScreen !== "boolean"){
const err55 = {instancePath:instancePath+"/display/lockScreen",schemaPath:"#/properties/display/properties/lockScreen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data16.search !== undefined){
if(typeof data16.search !== "boolean"){
const err56 = {instancePath:instancePath+"/display/search",schemaPath:"#/properties/display/properties/search/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data16.collapse !== undefined){
if(typeof data16.collapse !== "boolean"){
const err57 = {instancePath:instancePath+"/display/collapse",schemaPath:"#/properties/display/properties/collapse/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data16.topMenu !== undefined){
if(typeof data16.topMenu !== "boolean"){
const err58 = {instancePath:instancePath+"/display/topMenu",schemaPath:"#/properties/display/properties/topMenu/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err59 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.requestTimeoutMs !== undefined){
let data26 = data.requestTimeoutMs;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err60 = {instancePath:instancePath+"/requestTimeoutMs",schemaPath:"#/properties/requestTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 1000 || isNaN(data26)){
const err61 = {instancePath:instancePath+"/requestTimeoutMs",schemaPath:"#/properties/requestTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
if(data.tokenTimeSeconds !== undefined){
let data27 = data.tokenTimeSeconds;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err62 = {instancePath:instancePath+"/tokenTimeSeconds",schemaPath:"#/properties/tokenTimeSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 60 || isNaN(data27)){
const err63 = {instancePath:instancePath+"/tokenTimeSeconds",schemaPath:"#/properties/tokenTimeSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 60},message:"must be >= 60"};
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
if(data.userInfoCacheMinutes !== undefined){
let data28 = data.userInfoCacheMinutes;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err64 = {instancePath:instancePath+"/userInfoCacheMinutes",schemaPath:"#/properties/userInfoCacheMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 1 || isNaN(data28)){
const err65 = {instancePath:instancePath+"/userInfoCacheMinutes",schemaPath:"#/properties/userInfoCacheMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
if(data.chunkLoadTimeoutMs !== undefined){
let data29 = data.chunkLoadTimeoutMs;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err66 = {instancePath:instancePath+"/chunkLoadTimeoutMs",schemaPath:"#/properties/chunkLoadTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 1000 || isNaN(data29)){
const err67 = {instancePath:instancePath+"/chunkLoadTimeoutMs",schemaPath:"#/properties/chunkLoadTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
if(data.defaultAccount !== undefined){
let data30 = data.defaultAccount;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.elsAccount === undefined){
const err68 = {instancePath:instancePath+"/defaultAccount",schemaPath:"#/properties/defaultAccount/required",keyword:"required",params:{missingProperty: "elsAccount"},message:"must have required property '"+"elsAccount"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data30.elsSubAccount === undefined){
const err69 = {instancePath:instancePath+"/defaultAccount",schemaPath:"#/properties/defaultAccount/required",keyword:"required",params:{missingProperty: "elsSubAccount"},message:"must have required property '"+"elsSubAccount"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
for(const key9 in data30){
if(!((key9 === "elsAccount") || (key9 === "elsSubAccount"))){
const err70 = {instancePath:instancePath+"/defaultAccount",schemaPath:"#/properties/defaultAccount/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data30.elsAccount !== undefined){
let data31 = data30.elsAccount;
if(typeof data31 === "string"){
if(!pattern6.test(data31)){
const err71 = {instancePath:instancePath+"/defaultAccount/elsAccount",schemaPath:"#/properties/defaultAccount/properties/elsAccount/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Za-z_-]{1,32}$"},message:"must match pattern \""+"^[0-9A-Za-z_-]{1,32}$"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/defaultAccount/elsAccount",schemaPath:"#/properties/defaultAccount/properties/elsAccount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data30.elsSubAccount !== undefined){
let data32 = data30.elsSubAccount;
if(typeof data32 === "string"){
if(!pattern6.test(data32)){
const err73 = {instancePath:instancePath+"/defaultAccount/elsSubAccount",schemaPath:"#/properties/defaultAccount/properties/elsSubAccount/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Za-z_-]{1,32}$"},message:"must match pattern \""+"^[0-9A-Za-z_-]{1,32}$"+"\""};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/defaultAccount/elsSubAccount",schemaPath:"#/properties/defaultAccount/properties/elsSubAccount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/defaultAccount",schemaPath:"#/properties/defaultAccount/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.apiBasePath !== undefined){
let data33 = data.apiBasePath;
if(typeof data33 === "string"){
if(!pattern8.test(data33)){
const err76 = {instancePath:instancePath+"/apiBasePath",schemaPath:"#/properties/apiBasePath/pattern",keyword:"pattern",params:{pattern: "^(/|https?://|\\{prefix\\}(/|$))"},message:"must match pattern \""+"^(/|https?://|\\{prefix\\}(/|$))"+"\""};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/apiBasePath",schemaPath:"#/properties/apiBasePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
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
let data35 = data.tokenRefreshLeadSeconds;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err78 = {instancePath:instancePath+"/tokenRefreshLeadSeconds",schemaPath:"#/properties/tokenRefreshLeadSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 1 || isNaN(data35)){
const err79 = {instancePath:instancePath+"/tokenRefreshLeadSeconds",schemaPath:"#/properties/tokenRefreshLeadSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.passwordTransport !== undefined){
let data36 = data.passwordTransport;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.key === undefined){
const err80 = {instancePath:instancePath+"/passwordTransport",schemaPath:"#/properties/passwordTransport/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data36.iv === undefined){
const err81 = {instancePath:instancePath+"/passwordTransport",schemaPath:"#/properties/passwordTransport/required",keyword:"required",params:{missingProperty: "iv"},message:"must have required property '"+"iv"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
for(const key10 in data36){
if(!((key10 === "key") || (key10 === "iv"))){
const err82 = {instancePath:instancePath+"/passwordTransport",schemaPath:"#/properties/passwordTransport/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data36.key !== undefined){
let data37 = data36.key;
if(typeof data37 === "string"){
if(!pattern9.test(data37)){
const err83 = {instancePath:instancePath+"/passwordTransport/key",schemaPath:"#/properties/passwordTransport/properties/key/pattern",keyword:"pattern",params:{pattern: "^(.{16}|.{24}|.{32})$"},message:"must match pattern \""+"^(.{16}|.{24}|.{32})$"+"\""};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/passwordTransport/key",schemaPath:"#/properties/passwordTransport/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data36.iv !== undefined){
let data38 = data36.iv;
if(typeof data38 === "string"){
if(!pattern10.test(data38)){
const err85 = {instancePath:instancePath+"/passwordTransport/iv",schemaPath:"#/properties/passwordTransport/properties/iv/pattern",keyword:"pattern",params:{pattern: "^.{16}$"},message:"must match pattern \""+"^.{16}$"+"\""};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/passwordTransport/iv",schemaPath:"#/properties/passwordTransport/properties/iv/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath:instancePath+"/passwordTransport",schemaPath:"#/properties/passwordTransport/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
else {
const err88 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

const schema12 = {"title":"Identifier","description":"A key of a collection: letters, digits, '-', '_' and '.', starting with a letter.","type":"string","pattern":"^[A-Za-z][A-Za-z0-9_.-]{0,63}$"};
const pattern11 = new RegExp("^[A-Za-z][A-Za-z0-9_.-]{0,63}$", "u");

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern11.test(data)){
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
validate33.errors = vErrors;
return errors === 0;
}

const schema13 = {"title":"Route","description":"A route outside the server menu.","type":"object","additionalProperties":false,"required":["order","path","auth"],"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"title":"Path","description":"Route path; ':name' marks a parameter (e.g. /myiframe/:routerPath).","$ref":"#/definitions/RoutePath"},"plugin":{"title":"Plugin","description":"Id of the plugin that serves the page.","$ref":"#/definitions/Id"},"page":{"title":"Page","description":"Id of the page within the plugin.","$ref":"#/definitions/Id"},"redirect":{"title":"Redirect","description":"Route path this route redirects to, keeping the query.","$ref":"#/definitions/RoutePath"},"auth":{"title":"Needs authentication","description":"false: open without signing in (login, error pages).","type":"boolean"},"label":{"title":"Tab label","description":"Label of the tab the page opens in; an i18n_ key is translated.","$ref":"#/definitions/LocalizedText"},"tab":{"title":"Opens a tab","description":"Whether visiting the route adds a tab (default true for pages inside the shell frame).","type":"boolean"},"chrome":{"title":"Chrome","description":"'shell': the page shows inside the top bar, menu and tabs; 'bare': alone (login, lock, error pages).","enum":["shell","bare"]}},"oneOf":[{"required":["plugin","page"],"not":{"required":["redirect"]}},{"required":["redirect"],"not":{"anyOf":[{"required":["plugin"]},{"required":["page"]}]}}]};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(func2.call(schema13.properties, key0))){
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
if(!(validate33(data.plugin, {instancePath:instancePath+"/plugin",parentData:data,parentDataProperty:"plugin",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
if(data.page !== undefined){
if(!(validate33(data.page, {instancePath:instancePath+"/page",parentData:data,parentDataProperty:"page",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
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
const err16 = {instancePath:instancePath+"/chrome",schemaPath:"#/properties/chrome/enum",keyword:"enum",params:{allowedValues: schema13.properties.chrome.enum},message:"must be equal to one of the allowed values"};
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
validate35.errors = vErrors;
return errors === 0;
}

const schema14 = {"title":"Menu rule","description":"Turns a menu item's appUrl into a route when its conditions hold.","type":"object","additionalProperties":false,"required":["order","target","path"],"properties":{"order":{"$ref":"#/definitions/Order"},"urlContains":{"title":"URL contains","description":"The rule holds only when appUrl contains this text.","type":"string","minLength":1},"urlNotContains":{"title":"URL does not contain","description":"The rule holds only when appUrl does not contain this text.","type":"string","minLength":1},"target":{"title":"Target","description":"frame: embedded in /myiframe with src and name in the query; audit and forward: the page with the url's query; portal: the url is a shell route itself.","enum":["frame","audit","forward","portal"]},"path":{"title":"Route template","description":"Route path; '{routerPath}' is replaced by the item's appCode, '{url}' by the path of appUrl.","type":"string","maxLength":2048,"pattern":"^(/(?![/\\\\])|\\{url\\})"}}};
const pattern12 = new RegExp("^(/(?![/\\\\])|\\{url\\})", "u");

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
const err8 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/enum",keyword:"enum",params:{allowedValues: schema14.properties.target.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern12.test(data4)){
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
validate44.errors = vErrors;
return errors === 0;
}

const schema15 = {"title":"Tab group","description":"Pages of one sub-application or kind whose tab replaces the open tab of the same group.","type":"object","additionalProperties":false,"required":["order","label"],"anyOf":[{"required":["pathPrefix"]},{"required":["srcContains"]}],"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"title":"Label","description":"Name of the group for admins.","$ref":"#/definitions/LocalizedText"},"pathPrefix":{"title":"Route path prefix","description":"A tab belongs to the group when its route path starts with this.","$ref":"#/definitions/RoutePath"},"srcContains":{"title":"Frame address contains","description":"A frame tab belongs to the group when its src contains one of these.","$ref":"#/definitions/StringList"}}};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!((((key0 === "order") || (key0 === "label")) || (key0 === "pathPrefix")) || (key0 === "srcContains"))){
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
validate48.errors = vErrors;
return errors === 0;
}

const schema16 = {"title":"Top-bar item","description":"One element of the top bar.","type":"object","additionalProperties":false,"required":["order","kind"],"properties":{"order":{"$ref":"#/definitions/Order"},"kind":{"title":"Kind","description":"What the item is: the collapse toggle, density dropdown, language selector, WeChat QR dialog, push connection indicator, avatar, user name, personal-info link, change-password link, lock screen, logout, or a plain link; displaySettings opens the display-settings panel, fullScreen toggles the browser's full screen and log lists the client errors (both shown only while their display switch is on), guide reopens the first-use tour.","enum":["collapse","density","language","wechatQr","pushStatus","avatar","userName","personalInfo","changePassword","lock","logout","displaySettings","fullScreen","log","guide","link"]},"area":{"title":"Area","description":"start: left of the bar, end: right (default end).","enum":["start","end"]},"label":{"title":"Label","description":"Text or tooltip of the item; an i18n_ key is translated.","$ref":"#/definitions/LocalizedText"},"to":{"title":"Target route","description":"Route the item opens (personalInfo, changePassword, link).","$ref":"#/definitions/RoutePath"},"confirm":{"title":"Confirmation","description":"Ask before acting (logout): a dialog with cancel and confirm.","type":"object","additionalProperties":false,"required":["title","message"],"properties":{"title":{"title":"Dialog title","description":"Title of the confirm dialog.","$ref":"#/definitions/LocalizedText"},"message":{"title":"Dialog message","description":"Question of the confirm dialog.","$ref":"#/definitions/LocalizedText"}}},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}};
const schema17 = {"title":"Visibility rule","description":"When an item is shown. Every condition given must hold; an empty rule always holds. Read by the menu, the top bar and the home blocks through one evaluator.","type":"object","additionalProperties":false,"properties":{"stationsExcluded":{"title":"Hidden for stations","description":"Hidden when the user's station is one of these (e.g. 'sale' for supplier-side sub-accounts).","$ref":"#/definitions/StringList"},"stationsIncluded":{"title":"Only for stations","description":"Shown only when the user's station is one of these.","$ref":"#/definitions/StringList"},"rolesAnyOf":{"title":"Only for roles","description":"Shown only when the user has at least one of these roles.","$ref":"#/definitions/StringList"},"permissionsAnyOf":{"title":"Only for permissions","description":"Shown only when the user's permission value is one of these (e.g. 'admin').","$ref":"#/definitions/StringList"},"settingsOn":{"title":"Only when settings are on","description":"System setting codes that must all be switched on (a numeric value other than 0).","$ref":"#/definitions/StringList"},"authenticated":{"title":"Only when signed in or out","description":"true: shown only to a signed-in user; false: only when nobody is signed in.","type":"boolean"}}};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "stationsExcluded") || (key0 === "stationsIncluded")) || (key0 === "rolesAnyOf")) || (key0 === "permissionsAnyOf")) || (key0 === "settingsOn")) || (key0 === "authenticated"))){
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
validate61.errors = vErrors;
return errors === 0;
}


function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(((((((key0 === "order") || (key0 === "kind")) || (key0 === "area")) || (key0 === "label")) || (key0 === "to")) || (key0 === "confirm")) || (key0 === "visibleWhen"))){
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
if(!((((((((((((((((data1 === "collapse") || (data1 === "density")) || (data1 === "language")) || (data1 === "wechatQr")) || (data1 === "pushStatus")) || (data1 === "avatar")) || (data1 === "userName")) || (data1 === "personalInfo")) || (data1 === "changePassword")) || (data1 === "lock")) || (data1 === "logout")) || (data1 === "displaySettings")) || (data1 === "fullScreen")) || (data1 === "log")) || (data1 === "guide")) || (data1 === "link"))){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema16.properties.kind.enum},message:"must be equal to one of the allowed values"};
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
const err4 = {instancePath:instancePath+"/area",schemaPath:"#/properties/area/enum",keyword:"enum",params:{allowedValues: schema16.properties.area.enum},message:"must be equal to one of the allowed values"};
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
if(!(validate23(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.confirm !== undefined){
let data5 = data.confirm;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.title === undefined){
const err5 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data5.message === undefined){
const err6 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data5){
if(!((key1 === "title") || (key1 === "message"))){
const err7 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data5.title !== undefined){
if(!(validate25(data5.title, {instancePath:instancePath+"/confirm/title",parentData:data5,parentDataProperty:"title",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data5.message !== undefined){
if(!(validate25(data5.message, {instancePath:instancePath+"/confirm/message",parentData:data5,parentDataProperty:"message",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.visibleWhen !== undefined){
if(!(validate61(data.visibleWhen, {instancePath:instancePath+"/visibleWhen",parentData:data,parentDataProperty:"visibleWhen",rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
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
validate55.errors = vErrors;
return errors === 0;
}

const schema18 = {"title":"Home block","description":"A block of the home page, offered by a plugin.","type":"object","additionalProperties":false,"required":["order","block","title"],"properties":{"order":{"$ref":"#/definitions/Order"},"block":{"title":"Block","description":"'<pluginId>.<blockId>' of the plugin block that renders it.","type":"string","pattern":"^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$"},"title":{"title":"Title","description":"Heading of the block.","$ref":"#/definitions/LocalizedText"},"settingCode":{"title":"Switching setting","description":"System setting code that switches the block on (IndexPage_Purchase, IndexPage_Enquiry, IndexPage_Order, IndexPage_Logistics, IndexPage_Head).","type":"string","minLength":1},"width":{"title":"Width","description":"full: the whole row; half: half of it on wide screens.","enum":["full","half"]},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}};
const pattern13 = new RegExp("^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$", "u");

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!((((((key0 === "order") || (key0 === "block")) || (key0 === "title")) || (key0 === "settingCode")) || (key0 === "width")) || (key0 === "visibleWhen"))){
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
if(!pattern13.test(data1)){
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
const err8 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/enum",keyword:"enum",params:{allowedValues: schema18.properties.width.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.visibleWhen !== undefined){
if(!(validate61(data.visibleWhen, {instancePath:instancePath+"/visibleWhen",parentData:data,parentDataProperty:"visibleWhen",rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
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
validate70.errors = vErrors;
return errors === 0;
}

const schema19 = {"title":"Login page","description":"Settings of the login page: which system settings brand it, the defaults, the logo sizing rule.","type":"object","additionalProperties":false,"required":["settingGroup","settingCodes","defaults","logo"],"properties":{"settingGroup":{"title":"Setting group","description":"System-setting group read for the buyer's account (LoginPage_Group).","type":"string","minLength":1},"settingCodes":{"title":"Setting codes","description":"Which setting code fills which part of the page.","type":"object","additionalProperties":false,"required":["systemTitle","systemName","background","systemLogo","loginLogo","advertisement"],"properties":{"systemTitle":{"title":"System title code","description":"LoginPage_SystemTitle.","type":"string","minLength":1},"systemName":{"title":"System name code","description":"LoginPage_SystemName.","type":"string","minLength":1},"background":{"title":"Background code","description":"LoginPage_LoginBackgroud (sic, as the platform spells it).","type":"string","minLength":1},"systemLogo":{"title":"System logo code","description":"LoginPage_SystemLogo.","type":"string","minLength":1},"loginLogo":{"title":"Login logo code","description":"LoginPage_LoginLogo.","type":"string","minLength":1},"advertisement":{"title":"Advertisement code","description":"LoginPage_LoginAD.","type":"string","minLength":1}}},"defaults":{"title":"Defaults","description":"Values used where the settings give none.","type":"object","additionalProperties":false,"required":["systemTitle","systemName"],"properties":{"systemTitle":{"title":"System title","description":"Title above the form.","$ref":"#/definitions/LocalizedText"},"systemName":{"title":"System name","description":"Name of the system beside the logo.","$ref":"#/definitions/LocalizedText"},"background":{"title":"Background","description":"Background image address (recommended 1920x1080).","type":"string"},"advertisement":{"title":"Advertisement","description":"Text or image address shown beside the form.","type":"string"}}},"fileServicePath":{"title":"File service path","description":"Path, under the API base, that serves a stored file by its filePath query (relative logo paths resolve against it).","type":"string","pattern":"^/"},"logo":{"title":"Logo sizing","description":"Seed 001 section 9: default 140x30; narrower than the aspect threshold: height 55 and width scaled; wider: width 150 and height scaled.","type":"object","additionalProperties":false,"required":["defaultWidth","defaultHeight","aspectRatioThreshold","narrowHeight","wideWidth"],"properties":{"defaultWidth":{"title":"Default width","description":"Width of the default logo in pixels (140).","type":"number","exclusiveMinimum":0},"defaultHeight":{"title":"Default height","description":"Height of the default logo in pixels (30).","type":"number","exclusiveMinimum":0},"aspectRatioThreshold":{"title":"Aspect-ratio threshold","description":"Width divided by height that separates narrow from wide logos (4.5).","type":"number","exclusiveMinimum":0},"narrowHeight":{"title":"Narrow logo height","description":"Height given to a logo narrower than the threshold (55).","type":"number","exclusiveMinimum":0},"wideWidth":{"title":"Wide logo width","description":"Width given to a logo wider than the threshold (150).","type":"number","exclusiveMinimum":0}}},"captchaLength":{"title":"Captcha length","description":"Number of captcha characters (4).","type":"integer","minimum":1,"maximum":8},"smsResendSeconds":{"title":"SMS resend countdown","description":"Seconds before another SMS verification code may be requested (the code itself is valid 10 minutes).","type":"integer","minimum":1,"maximum":600},"features":{"title":"Features","description":"Which ways in the login page offers.","type":"object","additionalProperties":false,"properties":{"rememberAccount":{"title":"Remember account","description":"Offer to remember the account.","type":"boolean"},"keepLogin":{"title":"Keep login","description":"Offer to stay signed in.","type":"boolean"},"forgotPassword":{"title":"Forgot password","description":"Offer a password reset by SMS code.","type":"boolean"},"invitationRegistration":{"title":"Invitation registration","description":"Offer registration with an invitation code.","type":"boolean"},"wechatLogin":{"title":"WeChat login","description":"Offer the WeChat login entry.","type":"boolean"}}}}};
const pattern14 = new RegExp("^/", "u");

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!((((((((key0 === "settingGroup") || (key0 === "settingCodes")) || (key0 === "defaults")) || (key0 === "fileServicePath")) || (key0 === "logo")) || (key0 === "captchaLength")) || (key0 === "smsResendSeconds")) || (key0 === "features"))){
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
if(typeof data8.background !== "string"){
const err30 = {instancePath:instancePath+"/defaults/background",schemaPath:"#/properties/defaults/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8.advertisement !== undefined){
if(typeof data8.advertisement !== "string"){
const err31 = {instancePath:instancePath+"/defaults/advertisement",schemaPath:"#/properties/defaults/properties/advertisement/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.fileServicePath !== undefined){
let data13 = data.fileServicePath;
if(typeof data13 === "string"){
if(!pattern14.test(data13)){
const err33 = {instancePath:instancePath+"/fileServicePath",schemaPath:"#/properties/fileServicePath/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
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
const err34 = {instancePath:instancePath+"/fileServicePath",schemaPath:"#/properties/fileServicePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.logo !== undefined){
let data14 = data.logo;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.defaultWidth === undefined){
const err35 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/required",keyword:"required",params:{missingProperty: "defaultWidth"},message:"must have required property '"+"defaultWidth"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data14.defaultHeight === undefined){
const err36 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/required",keyword:"required",params:{missingProperty: "defaultHeight"},message:"must have required property '"+"defaultHeight"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data14.aspectRatioThreshold === undefined){
const err37 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/required",keyword:"required",params:{missingProperty: "aspectRatioThreshold"},message:"must have required property '"+"aspectRatioThreshold"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data14.narrowHeight === undefined){
const err38 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/required",keyword:"required",params:{missingProperty: "narrowHeight"},message:"must have required property '"+"narrowHeight"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data14.wideWidth === undefined){
const err39 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/required",keyword:"required",params:{missingProperty: "wideWidth"},message:"must have required property '"+"wideWidth"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 in data14){
if(!(((((key3 === "defaultWidth") || (key3 === "defaultHeight")) || (key3 === "aspectRatioThreshold")) || (key3 === "narrowHeight")) || (key3 === "wideWidth"))){
const err40 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data14.defaultWidth !== undefined){
let data15 = data14.defaultWidth;
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 <= 0 || isNaN(data15)){
const err41 = {instancePath:instancePath+"/logo/defaultWidth",schemaPath:"#/properties/logo/properties/defaultWidth/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/logo/defaultWidth",schemaPath:"#/properties/logo/properties/defaultWidth/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data14.defaultHeight !== undefined){
let data16 = data14.defaultHeight;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 <= 0 || isNaN(data16)){
const err43 = {instancePath:instancePath+"/logo/defaultHeight",schemaPath:"#/properties/logo/properties/defaultHeight/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/logo/defaultHeight",schemaPath:"#/properties/logo/properties/defaultHeight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data14.aspectRatioThreshold !== undefined){
let data17 = data14.aspectRatioThreshold;
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 <= 0 || isNaN(data17)){
const err45 = {instancePath:instancePath+"/logo/aspectRatioThreshold",schemaPath:"#/properties/logo/properties/aspectRatioThreshold/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/logo/aspectRatioThreshold",schemaPath:"#/properties/logo/properties/aspectRatioThreshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data14.narrowHeight !== undefined){
let data18 = data14.narrowHeight;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 <= 0 || isNaN(data18)){
const err47 = {instancePath:instancePath+"/logo/narrowHeight",schemaPath:"#/properties/logo/properties/narrowHeight/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/logo/narrowHeight",schemaPath:"#/properties/logo/properties/narrowHeight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data14.wideWidth !== undefined){
let data19 = data14.wideWidth;
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 <= 0 || isNaN(data19)){
const err49 = {instancePath:instancePath+"/logo/wideWidth",schemaPath:"#/properties/logo/properties/wideWidth/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/logo/wideWidth",schemaPath:"#/properties/logo/properties/wideWidth/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.captchaLength !== undefined){
let data20 = data.captchaLength;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err52 = {instancePath:instancePath+"/captchaLength",schemaPath:"#/properties/captchaLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 8 || isNaN(data20)){
const err53 = {instancePath:instancePath+"/captchaLength",schemaPath:"#/properties/captchaLength/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data20 < 1 || isNaN(data20)){
const err54 = {instancePath:instancePath+"/captchaLength",schemaPath:"#/properties/captchaLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.smsResendSeconds !== undefined){
let data21 = data.smsResendSeconds;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err55 = {instancePath:instancePath+"/smsResendSeconds",schemaPath:"#/properties/smsResendSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 600 || isNaN(data21)){
const err56 = {instancePath:instancePath+"/smsResendSeconds",schemaPath:"#/properties/smsResendSeconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 600},message:"must be <= 600"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data21 < 1 || isNaN(data21)){
const err57 = {instancePath:instancePath+"/smsResendSeconds",schemaPath:"#/properties/smsResendSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.features !== undefined){
let data22 = data.features;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key4 in data22){
if(!(((((key4 === "rememberAccount") || (key4 === "keepLogin")) || (key4 === "forgotPassword")) || (key4 === "invitationRegistration")) || (key4 === "wechatLogin"))){
const err58 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data22.rememberAccount !== undefined){
if(typeof data22.rememberAccount !== "boolean"){
const err59 = {instancePath:instancePath+"/features/rememberAccount",schemaPath:"#/properties/features/properties/rememberAccount/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data22.keepLogin !== undefined){
if(typeof data22.keepLogin !== "boolean"){
const err60 = {instancePath:instancePath+"/features/keepLogin",schemaPath:"#/properties/features/properties/keepLogin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data22.forgotPassword !== undefined){
if(typeof data22.forgotPassword !== "boolean"){
const err61 = {instancePath:instancePath+"/features/forgotPassword",schemaPath:"#/properties/features/properties/forgotPassword/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data22.invitationRegistration !== undefined){
if(typeof data22.invitationRegistration !== "boolean"){
const err62 = {instancePath:instancePath+"/features/invitationRegistration",schemaPath:"#/properties/features/properties/invitationRegistration/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data22.wechatLogin !== undefined){
if(typeof data22.wechatLogin !== "boolean"){
const err63 = {instancePath:instancePath+"/features/wechatLogin",schemaPath:"#/properties/features/properties/wechatLogin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err64 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
validate75.errors = vErrors;
return errors === 0;
}

const schema20 = {"title":"Approval link","description":"Where the details of one approval business type are shown.","type":"object","additionalProperties":false,"required":["order","path"],"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"title":"Detail address","description":"Address of the detail page in its sub-application (e.g. /rfq/#/v2/detail): a path on the portal's own origin, never '//host'.","type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"},"label":{"title":"Label","description":"Name of the business type.","$ref":"#/definitions/LocalizedText"}}};

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
validate80.errors = vErrors;
return errors === 0;
}

const schema21 = {"title":"Frames","description":"The embedded-page host: sizes, delays, caching, allowed origins.","type":"object","additionalProperties":false,"required":["heightOffsets","initDelayMs","nonCachedApps","allowedOrigins","poolLimit","flowDiagramUrl"],"properties":{"heightOffsets":{"title":"Height offsets","description":"Not used by this shell any more: a frame fills the content area under the tab strip (the platform's window height minus 200, or 130, left a blank band about 135 px high below the frame). Kept so that existing layout files stay valid.","type":"object","additionalProperties":false,"required":["largeScreen","normal","largeScreenMinWidth"],"properties":{"largeScreen":{"title":"Large-screen offset","description":"Pixels subtracted on a large screen (200).","type":"integer","minimum":0},"normal":{"title":"Normal offset","description":"Pixels subtracted otherwise (130).","type":"integer","minimum":0},"largeScreenMinWidth":{"title":"Large-screen width","description":"Window width from which a screen counts as large.","type":"integer","minimum":0}}},"initDelayMs":{"title":"Init delay","description":"Delay before the first load of a tab's frame (2000 ms).","type":"integer","minimum":0},"nonCachedApps":{"title":"Non-cached apps","description":"Frame pages that get a separate frame, shown only while their tab is open and not kept alive (demand pool list, supplier order list). Keyed by id.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"title":"Non-cached app","description":"Frame addresses containing this text are not kept alive.","type":"object","additionalProperties":false,"required":["order","srcContains"],"properties":{"order":{"$ref":"#/definitions/Order"},"srcContains":{"title":"Address contains","description":"Text the frame address contains.","type":"string","minLength":1}}}},"allowedOrigins":{"title":"Allowed origins","description":"Origins (besides the shell's own) whose frames may be embedded and may send bridge messages. Keyed by id. At most 32: the list also goes into every page's Content-Security-Policy header.","type":"object","maxProperties":32,"propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"title":"Allowed origin","description":"One origin: scheme, host and port, no path.","type":"object","additionalProperties":false,"required":["order","origin"],"properties":{"order":{"$ref":"#/definitions/Order"},"origin":{"title":"Origin","description":"e.g. https://rfq.example.com (at most 200 characters).","type":"string","maxLength":200,"pattern":"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"},"messages":{"title":"Bridge messages","description":"The bridge messages frames of this origin may send (docs/bridge.md), e.g. [\"openFlowDialog\"]. Absent: all of them (openNewTag, openFlowDialog, openNewPage), as before; an empty list: none. The shell's own origin may always send all. A merge patch replaces the whole list.","type":"array","uniqueItems":true,"items":{"type":"string","enum":["openNewTag","openFlowDialog","openNewPage"]}}}}},"poolLimit":{"title":"Pool limit","description":"How many frames stay alive at most; beyond it the least recently used is dropped.","type":"integer","minimum":1,"maximum":100},"flowDiagramUrl":{"title":"Flow diagram address","description":"Page the approval-flow dialog shows for a process instance; '{processInstanceId}' is replaced by the flow id (URL-encoded), '{prefix}' by the application prefix. Relative or http(s); another origin must be in allowedOrigins.","type":"string","pattern":"^(/|https?://)[^\\s]*\\{processInstanceId\\}"}}};
const pattern16 = new RegExp("^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$", "u");
const pattern17 = new RegExp("^(/|https?://)[^\\s]*\\{processInstanceId\\}", "u");

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.heightOffsets === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heightOffsets"},message:"must have required property '"+"heightOffsets"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.initDelayMs === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "initDelayMs"},message:"must have required property '"+"initDelayMs"+"'"};
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
if(!((((((key0 === "heightOffsets") || (key0 === "initDelayMs")) || (key0 === "nonCachedApps")) || (key0 === "allowedOrigins")) || (key0 === "poolLimit")) || (key0 === "flowDiagramUrl"))){
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
if(data.heightOffsets !== undefined){
let data0 = data.heightOffsets;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.largeScreen === undefined){
const err7 = {instancePath:instancePath+"/heightOffsets",schemaPath:"#/properties/heightOffsets/required",keyword:"required",params:{missingProperty: "largeScreen"},message:"must have required property '"+"largeScreen"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.normal === undefined){
const err8 = {instancePath:instancePath+"/heightOffsets",schemaPath:"#/properties/heightOffsets/required",keyword:"required",params:{missingProperty: "normal"},message:"must have required property '"+"normal"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.largeScreenMinWidth === undefined){
const err9 = {instancePath:instancePath+"/heightOffsets",schemaPath:"#/properties/heightOffsets/required",keyword:"required",params:{missingProperty: "largeScreenMinWidth"},message:"must have required property '"+"largeScreenMinWidth"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "largeScreen") || (key1 === "normal")) || (key1 === "largeScreenMinWidth"))){
const err10 = {instancePath:instancePath+"/heightOffsets",schemaPath:"#/properties/heightOffsets/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.largeScreen !== undefined){
let data1 = data0.largeScreen;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err11 = {instancePath:instancePath+"/heightOffsets/largeScreen",schemaPath:"#/properties/heightOffsets/properties/largeScreen/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err12 = {instancePath:instancePath+"/heightOffsets/largeScreen",schemaPath:"#/properties/heightOffsets/properties/largeScreen/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data0.normal !== undefined){
let data2 = data0.normal;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err13 = {instancePath:instancePath+"/heightOffsets/normal",schemaPath:"#/properties/heightOffsets/properties/normal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err14 = {instancePath:instancePath+"/heightOffsets/normal",schemaPath:"#/properties/heightOffsets/properties/normal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data0.largeScreenMinWidth !== undefined){
let data3 = data0.largeScreenMinWidth;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err15 = {instancePath:instancePath+"/heightOffsets/largeScreenMinWidth",schemaPath:"#/properties/heightOffsets/properties/largeScreenMinWidth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/heightOffsets/largeScreenMinWidth",schemaPath:"#/properties/heightOffsets/properties/largeScreenMinWidth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err17 = {instancePath:instancePath+"/heightOffsets",schemaPath:"#/properties/heightOffsets/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.initDelayMs !== undefined){
let data4 = data.initDelayMs;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err18 = {instancePath:instancePath+"/initDelayMs",schemaPath:"#/properties/initDelayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/initDelayMs",schemaPath:"#/properties/initDelayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.nonCachedApps !== undefined){
let data5 = data.nonCachedApps;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key2 in data5){
const _errs15 = errors;
if(!(validate33(key2, {instancePath:instancePath+"/nonCachedApps",parentData:data5,parentDataProperty:"nonCachedApps",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid2 = _errs15 === errors;
if(!valid2){
const err20 = {instancePath:instancePath+"/nonCachedApps",schemaPath:"#/properties/nonCachedApps/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
for(const key3 in data5){
let data6 = data5[key3];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.order === undefined){
const err21 = {instancePath:instancePath+"/nonCachedApps/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nonCachedApps/additionalProperties/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data6.srcContains === undefined){
const err22 = {instancePath:instancePath+"/nonCachedApps/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nonCachedApps/additionalProperties/required",keyword:"required",params:{missingProperty: "srcContains"},message:"must have required property '"+"srcContains"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key4 in data6){
if(!((key4 === "order") || (key4 === "srcContains"))){
const err23 = {instancePath:instancePath+"/nonCachedApps/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nonCachedApps/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.order !== undefined){
if(!(validate28(data6.order, {instancePath:instancePath+"/nonCachedApps/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/order",parentData:data6,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data6.srcContains !== undefined){
let data8 = data6.srcContains;
if(typeof data8 === "string"){
if(func4(data8) < 1){
const err24 = {instancePath:instancePath+"/nonCachedApps/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/srcContains",schemaPath:"#/properties/nonCachedApps/additionalProperties/properties/srcContains/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err25 = {instancePath:instancePath+"/nonCachedApps/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/srcContains",schemaPath:"#/properties/nonCachedApps/additionalProperties/properties/srcContains/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err26 = {instancePath:instancePath+"/nonCachedApps/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nonCachedApps/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err27 = {instancePath:instancePath+"/nonCachedApps",schemaPath:"#/properties/nonCachedApps/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.allowedOrigins !== undefined){
let data9 = data.allowedOrigins;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(Object.keys(data9).length > 32){
const err28 = {instancePath:instancePath+"/allowedOrigins",schemaPath:"#/properties/allowedOrigins/maxProperties",keyword:"maxProperties",params:{limit: 32},message:"must NOT have more than 32 properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key5 in data9){
const _errs25 = errors;
if(!(validate33(key5, {instancePath:instancePath+"/allowedOrigins",parentData:data9,parentDataProperty:"allowedOrigins",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid5 = _errs25 === errors;
if(!valid5){
const err29 = {instancePath:instancePath+"/allowedOrigins",schemaPath:"#/properties/allowedOrigins/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
for(const key6 in data9){
let data10 = data9[key6];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.order === undefined){
const err30 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/allowedOrigins/additionalProperties/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data10.origin === undefined){
const err31 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/allowedOrigins/additionalProperties/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key7 in data10){
if(!(((key7 === "order") || (key7 === "origin")) || (key7 === "messages"))){
const err32 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/allowedOrigins/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data10.order !== undefined){
if(!(validate28(data10.order, {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/order",parentData:data10,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data10.origin !== undefined){
let data12 = data10.origin;
if(typeof data12 === "string"){
if(func4(data12) > 200){
const err33 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/origin/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern16.test(data12)){
const err34 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/origin/pattern",keyword:"pattern",params:{pattern: "^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"},message:"must match pattern \""+"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"+"\""};
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
const err35 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data10.messages !== undefined){
let data13 = data10.messages;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(typeof data14 !== "string"){
const err36 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages/" + i0,schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!(((data14 === "openNewTag") || (data14 === "openFlowDialog")) || (data14 === "openNewPage"))){
const err37 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages/" + i0,schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/items/enum",keyword:"enum",params:{allowedValues: schema21.properties.allowedOrigins.additionalProperties.properties.messages.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
let i1 = data13.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data13[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err38 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err39 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/allowedOrigins/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/allowedOrigins",schemaPath:"#/properties/allowedOrigins/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.poolLimit !== undefined){
let data15 = data.poolLimit;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err42 = {instancePath:instancePath+"/poolLimit",schemaPath:"#/properties/poolLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 100 || isNaN(data15)){
const err43 = {instancePath:instancePath+"/poolLimit",schemaPath:"#/properties/poolLimit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err44 = {instancePath:instancePath+"/poolLimit",schemaPath:"#/properties/poolLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
if(data.flowDiagramUrl !== undefined){
let data16 = data.flowDiagramUrl;
if(typeof data16 === "string"){
if(!pattern17.test(data16)){
const err45 = {instancePath:instancePath+"/flowDiagramUrl",schemaPath:"#/properties/flowDiagramUrl/pattern",keyword:"pattern",params:{pattern: "^(/|https?://)[^\\s]*\\{processInstanceId\\}"},message:"must match pattern \""+"^(/|https?://)[^\\s]*\\{processInstanceId\\}"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/flowDiagramUrl",schemaPath:"#/properties/flowDiagramUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate84.errors = vErrors;
return errors === 0;
}

const schema22 = {"title":"Push messages","description":"The MQTT-over-WebSocket client that shows notifications.","type":"object","additionalProperties":false,"required":["enabled","brokerUrl","topicTemplate","connectTimeoutMs","keepaliveSeconds","notificationTitle"],"properties":{"enabled":{"title":"Enabled","description":"Whether the client connects after sign-in.","type":"boolean"},"brokerUrl":{"title":"Broker URL","description":"ws(s) URL of the broker; '{wsOrigin}' is the shell's origin with ws/wss, '{prefix}' the application prefix.","type":"string","pattern":"^(wss?://|\\{wsOrigin\\})"},"brokerUrls":{"title":"More broker URLs","description":"Further broker addresses (same forms as brokerUrl), tried in turn after brokerUrl when a connection fails; at most 8.","type":"array","maxItems":8,"uniqueItems":true,"items":{"type":"string","maxLength":2048,"pattern":"^(wss?://|\\{wsOrigin\\})"}},"topicTemplate":{"title":"Topic template","description":"Topic subscribed to; {elsAccount}, {elsSubAccount} and {environMentConfig} are replaced.","type":"string","minLength":1},"connectTimeoutMs":{"title":"Connect timeout","description":"Milliseconds before a connection attempt fails (5000).","type":"integer","minimum":100},"keepaliveSeconds":{"title":"Keepalive","description":"MQTT keepalive in seconds (10).","type":"integer","minimum":1},"protocolVersion":{"title":"MQTT protocol version","description":"4 (MQTT 3.1.1) or 3 (MQTT 3.1). Absent: version 4, falling back to 3 when a version 4 connection fails.","enum":[3,4]},"toastLimit":{"title":"Visible notifications","description":"How many push notifications show at once; the rest are summarised in one ('and 37 more'). Default 3.","type":"integer","minimum":1,"maximum":10},"notificationTitle":{"title":"Notification title","description":"Title of every notification (后台提醒！).","$ref":"#/definitions/LocalizedText"}}};
const pattern18 = new RegExp("^(wss?://|\\{wsOrigin\\})", "u");

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(func2.call(schema22.properties, key0))){
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
if(!pattern18.test(data1)){
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
if(!pattern18.test(data3)){
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
if(data.topicTemplate !== undefined){
let data4 = data.topicTemplate;
if(typeof data4 === "string"){
if(func4(data4) < 1){
const err16 = {instancePath:instancePath+"/topicTemplate",schemaPath:"#/properties/topicTemplate/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err17 = {instancePath:instancePath+"/topicTemplate",schemaPath:"#/properties/topicTemplate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.connectTimeoutMs !== undefined){
let data5 = data.connectTimeoutMs;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/connectTimeoutMs",schemaPath:"#/properties/connectTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 100 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/connectTimeoutMs",schemaPath:"#/properties/connectTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.keepaliveSeconds !== undefined){
let data6 = data.keepaliveSeconds;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/keepaliveSeconds",schemaPath:"#/properties/keepaliveSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/keepaliveSeconds",schemaPath:"#/properties/keepaliveSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.protocolVersion !== undefined){
let data7 = data.protocolVersion;
if(!((data7 === 3) || (data7 === 4))){
const err22 = {instancePath:instancePath+"/protocolVersion",schemaPath:"#/properties/protocolVersion/enum",keyword:"enum",params:{allowedValues: schema22.properties.protocolVersion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.toastLimit !== undefined){
let data8 = data.toastLimit;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err23 = {instancePath:instancePath+"/toastLimit",schemaPath:"#/properties/toastLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 10 || isNaN(data8)){
const err24 = {instancePath:instancePath+"/toastLimit",schemaPath:"#/properties/toastLimit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/toastLimit",schemaPath:"#/properties/toastLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.notificationTitle !== undefined){
if(!(validate25(data.notificationTitle, {instancePath:instancePath+"/notificationTitle",parentData:data,parentDataProperty:"notificationTitle",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate90.errors = vErrors;
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
if(!(validate33(key1, {instancePath:instancePath+"/routes",parentData:data2,parentDataProperty:"routes",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
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
if(!(validate35(data2[key2], {instancePath:instancePath+"/routes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key2,rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
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
if(!(validate33(key3, {instancePath:instancePath+"/menuRules",parentData:data4,parentDataProperty:"menuRules",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
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
if(!(validate44(data4[key4], {instancePath:instancePath+"/menuRules/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key4,rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
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
if(!(validate33(key5, {instancePath:instancePath+"/tabGroups",parentData:data6,parentDataProperty:"tabGroups",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
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
if(!(validate48(data6[key6], {instancePath:instancePath+"/tabGroups/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key6,rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
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
if(!(validate33(key7, {instancePath:instancePath+"/topBar",parentData:data8,parentDataProperty:"topBar",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
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
if(!(validate55(data8[key8], {instancePath:instancePath+"/topBar/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key8,rootData}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
if(!(validate33(key9, {instancePath:instancePath+"/indexBlocks",parentData:data10,parentDataProperty:"indexBlocks",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
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
if(!(validate70(data10[key10], {instancePath:instancePath+"/indexBlocks/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data10,parentDataProperty:key10,rootData}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
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
if(!(validate75(data.loginPage, {instancePath:instancePath+"/loginPage",parentData:data,parentDataProperty:"loginPage",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
}
if(data.auditLinks !== undefined){
let data13 = data.auditLinks;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key11 in data13){
const _errs33 = errors;
if(!(validate33(key11, {instancePath:instancePath+"/auditLinks",parentData:data13,parentDataProperty:"auditLinks",rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
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
if(!(validate80(data13[key12], {instancePath:instancePath+"/auditLinks/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data13,parentDataProperty:key12,rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
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
if(!(validate84(data.frames, {instancePath:instancePath+"/frames",parentData:data,parentDataProperty:"frames",rootData}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
}
if(data.push !== undefined){
if(!(validate90(data.push, {instancePath:instancePath+"/push",parentData:data,parentDataProperty:"push",rootData}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

export const validateLayoutPatch = validate93;
const schema23 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://srm-portal.example/schema/layout.partial.schema.json","title":"LayoutDocument (partial)","description":"The SRM portal shell layout document: everything that differs between customers. Collections are objects keyed by id with an `order` field, so that a tenant overlay is a plain RFC 7396 JSON Merge Patch (name an item to change it, set it to null to remove it).","type":"object","additionalProperties":false,"properties":{"$schema":{"title":"Schema reference","description":"Path or URL of this schema, so that editors offer completion and checks.","type":"string"},"app":{"$ref":"#/definitions/App"},"routes":{"title":"Routes","description":"Routes outside the server menu, keyed by id. Each names the plugin page that serves it, or a redirect.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/Route"}},"menuRules":{"title":"Menu rules","description":"How a server menu item's appUrl becomes a route, keyed by id. Rules are tried by ascending order; the first that matches wins.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/MenuRule"}},"tabGroups":{"title":"Tab replacement groups","description":"Groups of pages of which only one tab is open at a time: opening a page of the group replaces the group's open tab. Keyed by id.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/TabGroup"}},"topBar":{"title":"Top bar","description":"Items of the top bar, keyed by id, shown by ascending order when their visibility rule holds.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/TopBarItem"}},"indexBlocks":{"title":"Home blocks","description":"Blocks of the home page, keyed by id, each switched on by a system setting.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/IndexBlock"}},"loginPage":{"$ref":"#/definitions/LoginPage"},"auditLinks":{"title":"Approval link map","description":"Detail route of each approval (audit) business type, keyed by business type.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"$ref":"#/definitions/AuditLink"}},"frames":{"$ref":"#/definitions/Frames"},"push":{"$ref":"#/definitions/Push"}},"definitions":{"Id":{"title":"Identifier","description":"A key of a collection: letters, digits, '-', '_' and '.', starting with a letter.","type":"string","pattern":"^[A-Za-z][A-Za-z0-9_.-]{0,63}$"},"Order":{"title":"Order","description":"Sort position within the collection; lower comes first.","type":"number"},"LocalizedText":{"title":"Localized text","description":"A text: either one string (an i18n key starting with 'i18n_' or plain text), or one text per language code.","anyOf":[{"type":"string"},{"type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"additionalProperties":{"type":"string"}}]},"RoutePath":{"title":"Route path","description":"A path inside the portal: one '/' and then no white space. '//host' or '/\\host' would name another site, so it is refused.","type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"},"StringList":{"title":"List of strings","description":"A list of distinct non-empty strings.","type":"array","items":{"type":"string","minLength":1},"uniqueItems":true},"VisibilityRule":{"title":"Visibility rule","description":"When an item is shown. Every condition given must hold; an empty rule always holds. Read by the menu, the top bar and the home blocks through one evaluator.","type":"object","additionalProperties":false,"properties":{"stationsExcluded":{"title":"Hidden for stations","description":"Hidden when the user's station is one of these (e.g. 'sale' for supplier-side sub-accounts).","$ref":"#/definitions/StringList"},"stationsIncluded":{"title":"Only for stations","description":"Shown only when the user's station is one of these.","$ref":"#/definitions/StringList"},"rolesAnyOf":{"title":"Only for roles","description":"Shown only when the user has at least one of these roles.","$ref":"#/definitions/StringList"},"permissionsAnyOf":{"title":"Only for permissions","description":"Shown only when the user's permission value is one of these (e.g. 'admin').","$ref":"#/definitions/StringList"},"settingsOn":{"title":"Only when settings are on","description":"System setting codes that must all be switched on (a numeric value other than 0).","$ref":"#/definitions/StringList"},"authenticated":{"title":"Only when signed in or out","description":"true: shown only to a signed-in user; false: only when nobody is signed in.","type":"boolean"}}},"App":{"title":"Application","description":"Site-wide settings and constants of the shell.","type":"object","additionalProperties":false,"properties":{"siteTitle":{"title":"Site title","description":"Browser title on pages that are not frame pages.","type":"string","minLength":1,"maxLength":80},"homeTab":{"title":"Home tab","description":"The tab opened on start; it cannot be closed. Its path is the default home; byStation names another per station.","type":"object","additionalProperties":false,"properties":{"path":{"title":"Home path","description":"Route path of the home page.","$ref":"#/definitions/RoutePath"},"label":{"title":"Home label","description":"Tab label of the home page.","$ref":"#/definitions/LocalizedText"},"byStation":{"title":"Home by station","description":"The home path of the users of a station (e.g. sale: /portal/supplier/index), keyed by station; a station not named here uses the home path. The guard's home redirect, the Home tab, the logo link and the page after sign-in follow it.","type":"object","propertyNames":{"pattern":"^[A-Za-z0-9_-]{1,32}$"},"maxProperties":32,"additionalProperties":{"$ref":"#/definitions/RoutePath"}}}},"languages":{"title":"Languages","description":"Languages offered by the language selector, keyed by language code.","type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"additionalProperties":{"title":"Language","description":"One language of the selector.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"title":"Label","description":"Name of the language in itself (e.g. 中文, English).","type":"string","minLength":1},"htmlLang":{"title":"HTML lang","description":"BCP 47 tag set on the html element (e.g. zh-CN).","type":"string","minLength":2}}}},"defaultLanguage":{"title":"Default language","description":"Language when neither the user's choice nor the browser decides (zh_cn).","type":"string","pattern":"^[a-z]{2}(_[a-z]{2})?$"},"density":{"title":"Density","description":"Control size offered by the density dropdown.","type":"object","additionalProperties":false,"properties":{"default":{"title":"Default density","description":"Density before the user chooses one.","enum":["medium","small","mini"]},"options":{"title":"Density options","description":"The densities offered, in order.","type":"array","minItems":1,"uniqueItems":true,"items":{"enum":["medium","small","mini"]}}}},"display":{"title":"Display defaults","description":"The tenant's defaults for the display-settings panel (the top-bar item of kind displaySettings). Each user's own choices, kept in the browser per account and sub-account, win over these; a property left out keeps the shell's default (given in brackets). Two kinds of switch: states (tag, theme, themeColor, collapse, topMenu change the screen at once) and entries shown (log, fullScreen, lockScreen, search show or hide a control, whose top-bar item must also be in topBar). The server has no say: these are presentation only (a stored overlay may set them like any layout property). Example: { \"theme\": \"dark\", \"themeColor\": \"#0f6cbd\", \"topMenu\": true } opens the portal in the dark theme with a blue brand and the menu in the top bar.","type":"object","additionalProperties":false,"properties":{"tag":{"title":"Tab strip","description":"State: the tab strip above the page is shown [true]; off hides it (pages still open and switch from the menu).","type":"boolean"},"log":{"title":"Log entry","description":"Entry shown: the top-bar log button (kind log), which lists the last 100 client errors of this browser tab (time, kind, message; tokens and passwords redacted) [false].","type":"boolean"},"theme":{"title":"Theme","description":"State: Fluent's light or dark theme for the whole shell; sub-apps in frames are told over the bridge (themeChange) [light]. Example: \"dark\".","enum":["light","dark"]},"themeColor":{"title":"Theme colour","description":"State: the brand colour (#rrggbb or #rgb) from which the 16-shade brand ramp is made (buttons, the active menu entry, the active tab's mark); left out, Fluent's own blue [none]. Example: \"#c50f1f\".","type":"string","pattern":"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},"fullScreen":{"title":"Full-screen entry","description":"Entry shown: the top-bar full-screen button (kind fullScreen), which puts the portal in the browser's full screen and back [false].","type":"boolean"},"lockScreen":{"title":"Lock-screen entry","description":"Entry shown: the top-bar lock button (kind lock) [true].","type":"boolean"},"search":{"title":"Menu search","description":"Entry shown: a search box above the side menu that filters the entries as the user types, by label in the current language or by the pinyin initials of a Chinese label, keeping the groups of what matches; Esc clears it. Not shown while the menu is folded or in the top bar [true].","type":"boolean"},"collapse":{"title":"Menu collapsed","description":"State: the side menu starts folded to its icons [false]. Below 992 px wide the menu folds anyway, whatever this says.","type":"boolean"},"topMenu":{"title":"Top menu","description":"State: the menu is drawn in the top bar (one dropdown per top-level group, what does not fit in a 'more' menu) instead of at the side [false]. Below 992 px wide the menu stays at the side (folded): the top bar has no room for it.","type":"boolean"}}},"requestTimeoutMs":{"title":"Request timeout","description":"Timeout of every API call in milliseconds (300000).","type":"integer","minimum":1000},"tokenTimeSeconds":{"title":"Token time","description":"Lifetime of an access token in seconds (79200 = 22 hours); the shell refreshes before it runs out.","type":"integer","minimum":60},"userInfoCacheMinutes":{"title":"User-info cache","description":"How long the stored user info is trusted, in minutes (1440 = 24 hours).","type":"integer","minimum":1},"chunkLoadTimeoutMs":{"title":"Chunk load timeout","description":"Time after which a page chunk that has not loaded counts as failed (120000 ms).","type":"integer","minimum":1000},"defaultAccount":{"title":"Default account","description":"Account used before anybody signs in (login-page settings are read for it).","type":"object","additionalProperties":false,"properties":{"elsAccount":{"title":"Account","description":"Main account (307000).","type":"string","pattern":"^[0-9A-Za-z_-]{1,32}$"},"elsSubAccount":{"title":"Sub-account","description":"Sub-account (1001).","type":"string","pattern":"^[0-9A-Za-z_-]{1,32}$"}}},"apiBasePath":{"title":"API base path","description":"Base of every API call. '{prefix}' is replaced by the application prefix (the first segment of the shell's path); an absolute http(s) URL points the shell at another backend.","type":"string","pattern":"^(/|https?://|\\{prefix\\}(/|$))"},"auditServiceV2Prefix":{"title":"Audit service v2 prefix","description":"Environments (environMentConfig values) in which the common audit service path gets a /v2 prefix.","$ref":"#/definitions/StringList"},"tokenRefreshLeadSeconds":{"title":"Token refresh lead","description":"How long before the access token expires the shell refreshes it, in seconds (at most a quarter of the token's life).","type":"integer","minimum":1},"passwordTransport":{"title":"Password transport","description":"AES-CBC key and IV (UTF-8 text) the platform expects passwords to be encrypted with before they are sent. Compatibility with the SRM backend only, not a security boundary (TLS is); the backend must use the same values.","type":"object","additionalProperties":false,"properties":{"key":{"title":"Key","description":"16, 24 or 32 characters (AES-128/192/256).","type":"string","pattern":"^(.{16}|.{24}|.{32})$"},"iv":{"title":"IV","description":"16 characters.","type":"string","pattern":"^.{16}$"}}}}},"Route":{"title":"Route","description":"A route outside the server menu.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"title":"Path","description":"Route path; ':name' marks a parameter (e.g. /myiframe/:routerPath).","$ref":"#/definitions/RoutePath"},"plugin":{"title":"Plugin","description":"Id of the plugin that serves the page.","$ref":"#/definitions/Id"},"page":{"title":"Page","description":"Id of the page within the plugin.","$ref":"#/definitions/Id"},"redirect":{"title":"Redirect","description":"Route path this route redirects to, keeping the query.","$ref":"#/definitions/RoutePath"},"auth":{"title":"Needs authentication","description":"false: open without signing in (login, error pages).","type":"boolean"},"label":{"title":"Tab label","description":"Label of the tab the page opens in; an i18n_ key is translated.","$ref":"#/definitions/LocalizedText"},"tab":{"title":"Opens a tab","description":"Whether visiting the route adds a tab (default true for pages inside the shell frame).","type":"boolean"},"chrome":{"title":"Chrome","description":"'shell': the page shows inside the top bar, menu and tabs; 'bare': alone (login, lock, error pages).","enum":["shell","bare"]}}},"MenuRule":{"title":"Menu rule","description":"Turns a menu item's appUrl into a route when its conditions hold.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"urlContains":{"title":"URL contains","description":"The rule holds only when appUrl contains this text.","type":"string","minLength":1},"urlNotContains":{"title":"URL does not contain","description":"The rule holds only when appUrl does not contain this text.","type":"string","minLength":1},"target":{"title":"Target","description":"frame: embedded in /myiframe with src and name in the query; audit and forward: the page with the url's query; portal: the url is a shell route itself.","enum":["frame","audit","forward","portal"]},"path":{"title":"Route template","description":"Route path; '{routerPath}' is replaced by the item's appCode, '{url}' by the path of appUrl.","type":"string","maxLength":2048,"pattern":"^(/(?![/\\\\])|\\{url\\})"}}},"TabGroup":{"title":"Tab group","description":"Pages of one sub-application or kind whose tab replaces the open tab of the same group.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"title":"Label","description":"Name of the group for admins.","$ref":"#/definitions/LocalizedText"},"pathPrefix":{"title":"Route path prefix","description":"A tab belongs to the group when its route path starts with this.","$ref":"#/definitions/RoutePath"},"srcContains":{"title":"Frame address contains","description":"A frame tab belongs to the group when its src contains one of these.","$ref":"#/definitions/StringList"}}},"TopBarItem":{"title":"Top-bar item","description":"One element of the top bar.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"kind":{"title":"Kind","description":"What the item is: the collapse toggle, density dropdown, language selector, WeChat QR dialog, push connection indicator, avatar, user name, personal-info link, change-password link, lock screen, logout, or a plain link; displaySettings opens the display-settings panel, fullScreen toggles the browser's full screen and log lists the client errors (both shown only while their display switch is on), guide reopens the first-use tour.","enum":["collapse","density","language","wechatQr","pushStatus","avatar","userName","personalInfo","changePassword","lock","logout","displaySettings","fullScreen","log","guide","link"]},"area":{"title":"Area","description":"start: left of the bar, end: right (default end).","enum":["start","end"]},"label":{"title":"Label","description":"Text or tooltip of the item; an i18n_ key is translated.","$ref":"#/definitions/LocalizedText"},"to":{"title":"Target route","description":"Route the item opens (personalInfo, changePassword, link).","$ref":"#/definitions/RoutePath"},"confirm":{"title":"Confirmation","description":"Ask before acting (logout): a dialog with cancel and confirm.","type":"object","additionalProperties":false,"properties":{"title":{"title":"Dialog title","description":"Title of the confirm dialog.","$ref":"#/definitions/LocalizedText"},"message":{"title":"Dialog message","description":"Question of the confirm dialog.","$ref":"#/definitions/LocalizedText"}}},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}},"IndexBlock":{"title":"Home block","description":"A block of the home page, offered by a plugin.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"block":{"title":"Block","description":"'<pluginId>.<blockId>' of the plugin block that renders it.","type":"string","pattern":"^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$"},"title":{"title":"Title","description":"Heading of the block.","$ref":"#/definitions/LocalizedText"},"settingCode":{"title":"Switching setting","description":"System setting code that switches the block on (IndexPage_Purchase, IndexPage_Enquiry, IndexPage_Order, IndexPage_Logistics, IndexPage_Head).","type":"string","minLength":1},"width":{"title":"Width","description":"full: the whole row; half: half of it on wide screens.","enum":["full","half"]},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}},"LoginPage":{"title":"Login page","description":"Settings of the login page: which system settings brand it, the defaults, the logo sizing rule.","type":"object","additionalProperties":false,"properties":{"settingGroup":{"title":"Setting group","description":"System-setting group read for the buyer's account (LoginPage_Group).","type":"string","minLength":1},"settingCodes":{"title":"Setting codes","description":"Which setting code fills which part of the page.","type":"object","additionalProperties":false,"properties":{"systemTitle":{"title":"System title code","description":"LoginPage_SystemTitle.","type":"string","minLength":1},"systemName":{"title":"System name code","description":"LoginPage_SystemName.","type":"string","minLength":1},"background":{"title":"Background code","description":"LoginPage_LoginBackgroud (sic, as the platform spells it).","type":"string","minLength":1},"systemLogo":{"title":"System logo code","description":"LoginPage_SystemLogo.","type":"string","minLength":1},"loginLogo":{"title":"Login logo code","description":"LoginPage_LoginLogo.","type":"string","minLength":1},"advertisement":{"title":"Advertisement code","description":"LoginPage_LoginAD.","type":"string","minLength":1}}},"defaults":{"title":"Defaults","description":"Values used where the settings give none.","type":"object","additionalProperties":false,"properties":{"systemTitle":{"title":"System title","description":"Title above the form.","$ref":"#/definitions/LocalizedText"},"systemName":{"title":"System name","description":"Name of the system beside the logo.","$ref":"#/definitions/LocalizedText"},"background":{"title":"Background","description":"Background image address (recommended 1920x1080).","type":"string"},"advertisement":{"title":"Advertisement","description":"Text or image address shown beside the form.","type":"string"}}},"fileServicePath":{"title":"File service path","description":"Path, under the API base, that serves a stored file by its filePath query (relative logo paths resolve against it).","type":"string","pattern":"^/"},"logo":{"title":"Logo sizing","description":"Seed 001 section 9: default 140x30; narrower than the aspect threshold: height 55 and width scaled; wider: width 150 and height scaled.","type":"object","additionalProperties":false,"properties":{"defaultWidth":{"title":"Default width","description":"Width of the default logo in pixels (140).","type":"number","exclusiveMinimum":0},"defaultHeight":{"title":"Default height","description":"Height of the default logo in pixels (30).","type":"number","exclusiveMinimum":0},"aspectRatioThreshold":{"title":"Aspect-ratio threshold","description":"Width divided by height that separates narrow from wide logos (4.5).","type":"number","exclusiveMinimum":0},"narrowHeight":{"title":"Narrow logo height","description":"Height given to a logo narrower than the threshold (55).","type":"number","exclusiveMinimum":0},"wideWidth":{"title":"Wide logo width","description":"Width given to a logo wider than the threshold (150).","type":"number","exclusiveMinimum":0}}},"captchaLength":{"title":"Captcha length","description":"Number of captcha characters (4).","type":"integer","minimum":1,"maximum":8},"smsResendSeconds":{"title":"SMS resend countdown","description":"Seconds before another SMS verification code may be requested (the code itself is valid 10 minutes).","type":"integer","minimum":1,"maximum":600},"features":{"title":"Features","description":"Which ways in the login page offers.","type":"object","additionalProperties":false,"properties":{"rememberAccount":{"title":"Remember account","description":"Offer to remember the account.","type":"boolean"},"keepLogin":{"title":"Keep login","description":"Offer to stay signed in.","type":"boolean"},"forgotPassword":{"title":"Forgot password","description":"Offer a password reset by SMS code.","type":"boolean"},"invitationRegistration":{"title":"Invitation registration","description":"Offer registration with an invitation code.","type":"boolean"},"wechatLogin":{"title":"WeChat login","description":"Offer the WeChat login entry.","type":"boolean"}}}}},"AuditLink":{"title":"Approval link","description":"Where the details of one approval business type are shown.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"title":"Detail address","description":"Address of the detail page in its sub-application (e.g. /rfq/#/v2/detail): a path on the portal's own origin, never '//host'.","type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"},"label":{"title":"Label","description":"Name of the business type.","$ref":"#/definitions/LocalizedText"}}},"Frames":{"title":"Frames","description":"The embedded-page host: sizes, delays, caching, allowed origins.","type":"object","additionalProperties":false,"properties":{"heightOffsets":{"title":"Height offsets","description":"Not used by this shell any more: a frame fills the content area under the tab strip (the platform's window height minus 200, or 130, left a blank band about 135 px high below the frame). Kept so that existing layout files stay valid.","type":"object","additionalProperties":false,"properties":{"largeScreen":{"title":"Large-screen offset","description":"Pixels subtracted on a large screen (200).","type":"integer","minimum":0},"normal":{"title":"Normal offset","description":"Pixels subtracted otherwise (130).","type":"integer","minimum":0},"largeScreenMinWidth":{"title":"Large-screen width","description":"Window width from which a screen counts as large.","type":"integer","minimum":0}}},"initDelayMs":{"title":"Init delay","description":"Delay before the first load of a tab's frame (2000 ms).","type":"integer","minimum":0},"nonCachedApps":{"title":"Non-cached apps","description":"Frame pages that get a separate frame, shown only while their tab is open and not kept alive (demand pool list, supplier order list). Keyed by id.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"title":"Non-cached app","description":"Frame addresses containing this text are not kept alive.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"srcContains":{"title":"Address contains","description":"Text the frame address contains.","type":"string","minLength":1}}}},"allowedOrigins":{"title":"Allowed origins","description":"Origins (besides the shell's own) whose frames may be embedded and may send bridge messages. Keyed by id. At most 32: the list also goes into every page's Content-Security-Policy header.","type":"object","maxProperties":32,"propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"title":"Allowed origin","description":"One origin: scheme, host and port, no path.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"origin":{"title":"Origin","description":"e.g. https://rfq.example.com (at most 200 characters).","type":"string","maxLength":200,"pattern":"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"},"messages":{"title":"Bridge messages","description":"The bridge messages frames of this origin may send (docs/bridge.md), e.g. [\"openFlowDialog\"]. Absent: all of them (openNewTag, openFlowDialog, openNewPage), as before; an empty list: none. The shell's own origin may always send all. A merge patch replaces the whole list.","type":"array","uniqueItems":true,"items":{"type":"string","enum":["openNewTag","openFlowDialog","openNewPage"]}}}}},"poolLimit":{"title":"Pool limit","description":"How many frames stay alive at most; beyond it the least recently used is dropped.","type":"integer","minimum":1,"maximum":100},"flowDiagramUrl":{"title":"Flow diagram address","description":"Page the approval-flow dialog shows for a process instance; '{processInstanceId}' is replaced by the flow id (URL-encoded), '{prefix}' by the application prefix. Relative or http(s); another origin must be in allowedOrigins.","type":"string","pattern":"^(/|https?://)[^\\s]*\\{processInstanceId\\}"}}},"Push":{"title":"Push messages","description":"The MQTT-over-WebSocket client that shows notifications.","type":"object","additionalProperties":false,"properties":{"enabled":{"title":"Enabled","description":"Whether the client connects after sign-in.","type":"boolean"},"brokerUrl":{"title":"Broker URL","description":"ws(s) URL of the broker; '{wsOrigin}' is the shell's origin with ws/wss, '{prefix}' the application prefix.","type":"string","pattern":"^(wss?://|\\{wsOrigin\\})"},"brokerUrls":{"title":"More broker URLs","description":"Further broker addresses (same forms as brokerUrl), tried in turn after brokerUrl when a connection fails; at most 8.","type":"array","maxItems":8,"uniqueItems":true,"items":{"type":"string","maxLength":2048,"pattern":"^(wss?://|\\{wsOrigin\\})"}},"topicTemplate":{"title":"Topic template","description":"Topic subscribed to; {elsAccount}, {elsSubAccount} and {environMentConfig} are replaced.","type":"string","minLength":1},"connectTimeoutMs":{"title":"Connect timeout","description":"Milliseconds before a connection attempt fails (5000).","type":"integer","minimum":100},"keepaliveSeconds":{"title":"Keepalive","description":"MQTT keepalive in seconds (10).","type":"integer","minimum":1},"protocolVersion":{"title":"MQTT protocol version","description":"4 (MQTT 3.1.1) or 3 (MQTT 3.1). Absent: version 4, falling back to 3 when a version 4 connection fails.","enum":[3,4]},"toastLimit":{"title":"Visible notifications","description":"How many push notifications show at once; the rest are summarised in one ('and 37 more'). Default 3.","type":"integer","minimum":1,"maximum":10},"notificationTitle":{"title":"Notification title","description":"Title of every notification (后台提醒！).","$ref":"#/definitions/LocalizedText"}}}}};
const schema24 = {"title":"Application","description":"Site-wide settings and constants of the shell.","type":"object","additionalProperties":false,"properties":{"siteTitle":{"title":"Site title","description":"Browser title on pages that are not frame pages.","type":"string","minLength":1,"maxLength":80},"homeTab":{"title":"Home tab","description":"The tab opened on start; it cannot be closed. Its path is the default home; byStation names another per station.","type":"object","additionalProperties":false,"properties":{"path":{"title":"Home path","description":"Route path of the home page.","$ref":"#/definitions/RoutePath"},"label":{"title":"Home label","description":"Tab label of the home page.","$ref":"#/definitions/LocalizedText"},"byStation":{"title":"Home by station","description":"The home path of the users of a station (e.g. sale: /portal/supplier/index), keyed by station; a station not named here uses the home path. The guard's home redirect, the Home tab, the logo link and the page after sign-in follow it.","type":"object","propertyNames":{"pattern":"^[A-Za-z0-9_-]{1,32}$"},"maxProperties":32,"additionalProperties":{"$ref":"#/definitions/RoutePath"}}}},"languages":{"title":"Languages","description":"Languages offered by the language selector, keyed by language code.","type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"additionalProperties":{"title":"Language","description":"One language of the selector.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"title":"Label","description":"Name of the language in itself (e.g. 中文, English).","type":"string","minLength":1},"htmlLang":{"title":"HTML lang","description":"BCP 47 tag set on the html element (e.g. zh-CN).","type":"string","minLength":2}}}},"defaultLanguage":{"title":"Default language","description":"Language when neither the user's choice nor the browser decides (zh_cn).","type":"string","pattern":"^[a-z]{2}(_[a-z]{2})?$"},"density":{"title":"Density","description":"Control size offered by the density dropdown.","type":"object","additionalProperties":false,"properties":{"default":{"title":"Default density","description":"Density before the user chooses one.","enum":["medium","small","mini"]},"options":{"title":"Density options","description":"The densities offered, in order.","type":"array","minItems":1,"uniqueItems":true,"items":{"enum":["medium","small","mini"]}}}},"display":{"title":"Display defaults","description":"The tenant's defaults for the display-settings panel (the top-bar item of kind displaySettings). Each user's own choices, kept in the browser per account and sub-account, win over these; a property left out keeps the shell's default (given in brackets). Two kinds of switch: states (tag, theme, themeColor, collapse, topMenu change the screen at once) and entries shown (log, fullScreen, lockScreen, search show or hide a control, whose top-bar item must also be in topBar). The server has no say: these are presentation only (a stored overlay may set them like any layout property). Example: { \"theme\": \"dark\", \"themeColor\": \"#0f6cbd\", \"topMenu\": true } opens the portal in the dark theme with a blue brand and the menu in the top bar.","type":"object","additionalProperties":false,"properties":{"tag":{"title":"Tab strip","description":"State: the tab strip above the page is shown [true]; off hides it (pages still open and switch from the menu).","type":"boolean"},"log":{"title":"Log entry","description":"Entry shown: the top-bar log button (kind log), which lists the last 100 client errors of this browser tab (time, kind, message; tokens and passwords redacted) [false].","type":"boolean"},"theme":{"title":"Theme","description":"State: Fluent's light or dark theme for the whole shell; sub-apps in frames are told over the bridge (themeChange) [light]. Example: \"dark\".","enum":["light","dark"]},"themeColor":{"title":"Theme colour","description":"State: the brand colour (#rrggbb or #rgb) from which the 16-shade brand ramp is made (buttons, the active menu entry, the active tab's mark); left out, Fluent's own blue [none]. Example: \"#c50f1f\".","type":"string","pattern":"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},"fullScreen":{"title":"Full-screen entry","description":"Entry shown: the top-bar full-screen button (kind fullScreen), which puts the portal in the browser's full screen and back [false].","type":"boolean"},"lockScreen":{"title":"Lock-screen entry","description":"Entry shown: the top-bar lock button (kind lock) [true].","type":"boolean"},"search":{"title":"Menu search","description":"Entry shown: a search box above the side menu that filters the entries as the user types, by label in the current language or by the pinyin initials of a Chinese label, keeping the groups of what matches; Esc clears it. Not shown while the menu is folded or in the top bar [true].","type":"boolean"},"collapse":{"title":"Menu collapsed","description":"State: the side menu starts folded to its icons [false]. Below 992 px wide the menu folds anyway, whatever this says.","type":"boolean"},"topMenu":{"title":"Top menu","description":"State: the menu is drawn in the top bar (one dropdown per top-level group, what does not fit in a 'more' menu) instead of at the side [false]. Below 992 px wide the menu stays at the side (folded): the top bar has no room for it.","type":"boolean"}}},"requestTimeoutMs":{"title":"Request timeout","description":"Timeout of every API call in milliseconds (300000).","type":"integer","minimum":1000},"tokenTimeSeconds":{"title":"Token time","description":"Lifetime of an access token in seconds (79200 = 22 hours); the shell refreshes before it runs out.","type":"integer","minimum":60},"userInfoCacheMinutes":{"title":"User-info cache","description":"How long the stored user info is trusted, in minutes (1440 = 24 hours).","type":"integer","minimum":1},"chunkLoadTimeoutMs":{"title":"Chunk load timeout","description":"Time after which a page chunk that has not loaded counts as failed (120000 ms).","type":"integer","minimum":1000},"defaultAccount":{"title":"Default account","description":"Account used before anybody signs in (login-page settings are read for it).","type":"object","additionalProperties":false,"properties":{"elsAccount":{"title":"Account","description":"Main account (307000).","type":"string","pattern":"^[0-9A-Za-z_-]{1,32}$"},"elsSubAccount":{"title":"Sub-account","description":"Sub-account (1001).","type":"string","pattern":"^[0-9A-Za-z_-]{1,32}$"}}},"apiBasePath":{"title":"API base path","description":"Base of every API call. '{prefix}' is replaced by the application prefix (the first segment of the shell's path); an absolute http(s) URL points the shell at another backend.","type":"string","pattern":"^(/|https?://|\\{prefix\\}(/|$))"},"auditServiceV2Prefix":{"title":"Audit service v2 prefix","description":"Environments (environMentConfig values) in which the common audit service path gets a /v2 prefix.","$ref":"#/definitions/StringList"},"tokenRefreshLeadSeconds":{"title":"Token refresh lead","description":"How long before the access token expires the shell refreshes it, in seconds (at most a quarter of the token's life).","type":"integer","minimum":1},"passwordTransport":{"title":"Password transport","description":"AES-CBC key and IV (UTF-8 text) the platform expects passwords to be encrypted with before they are sent. Compatibility with the SRM backend only, not a security boundary (TLS is); the backend must use the same values.","type":"object","additionalProperties":false,"properties":{"key":{"title":"Key","description":"16, 24 or 32 characters (AES-128/192/256).","type":"string","pattern":"^(.{16}|.{24}|.{32})$"},"iv":{"title":"IV","description":"16 characters.","type":"string","pattern":"^.{16}$"}}}}};
const schema25 = {"title":"Route path","description":"A path inside the portal: one '/' and then no white space. '//host' or '/\\host' would name another site, so it is refused.","type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate95.errors = vErrors;
return errors === 0;
}

const schema26 = {"title":"Localized text","description":"A text: either one string (an i18n key starting with 'i18n_' or plain text), or one text per language code.","anyOf":[{"type":"string"},{"type":"object","propertyNames":{"pattern":"^[a-z]{2}(_[a-z]{2})?$"},"additionalProperties":{"type":"string"}}]};

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate97.errors = vErrors;
return errors === 0;
}

const schema27 = {"title":"Order","description":"Sort position within the collection; lower comes first.","type":"number"};

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate100.errors = vErrors;
return errors === 0;
}

const schema28 = {"title":"List of strings","description":"A list of distinct non-empty strings.","type":"array","items":{"type":"string","minLength":1},"uniqueItems":true};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate102.errors = vErrors;
return errors === 0;
}


function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema24.properties, key0))){
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
if(!(validate95(data1.path, {instancePath:instancePath+"/homeTab/path",parentData:data1,parentDataProperty:"path",rootData}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
}
if(data1.label !== undefined){
if(!(validate97(data1.label, {instancePath:instancePath+"/homeTab/label",parentData:data1,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
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
if(!(validate95(data4[key3], {instancePath:instancePath+"/homeTab/byStation/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key3,rootData}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
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
if(!(validate100(data7.order, {instancePath:instancePath+"/languages/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/order",parentData:data7,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
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
if(data.density !== undefined){
let data12 = data.density;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key7 in data12){
if(!((key7 === "default") || (key7 === "options"))){
const err21 = {instancePath:instancePath+"/density",schemaPath:"#/properties/density/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data12.default !== undefined){
let data13 = data12.default;
if(!(((data13 === "medium") || (data13 === "small")) || (data13 === "mini"))){
const err22 = {instancePath:instancePath+"/density/default",schemaPath:"#/properties/density/properties/default/enum",keyword:"enum",params:{allowedValues: schema24.properties.density.properties.default.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data12.options !== undefined){
let data14 = data12.options;
if(Array.isArray(data14)){
if(data14.length < 1){
const err23 = {instancePath:instancePath+"/density/options",schemaPath:"#/properties/density/properties/options/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
let data15 = data14[i0];
if(!(((data15 === "medium") || (data15 === "small")) || (data15 === "mini"))){
const err24 = {instancePath:instancePath+"/density/options/" + i0,schemaPath:"#/properties/density/properties/options/items/enum",keyword:"enum",params:{allowedValues: schema24.properties.density.properties.options.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
let i1 = data14.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data14[i1], data14[j0])){
const err25 = {instancePath:instancePath+"/density/options",schemaPath:"#/properties/density/properties/options/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err26 = {instancePath:instancePath+"/density/options",schemaPath:"#/properties/density/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err27 = {instancePath:instancePath+"/density",schemaPath:"#/properties/density/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.display !== undefined){
let data16 = data.display;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key8 in data16){
if(!(func2.call(schema24.properties.display.properties, key8))){
const err28 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data16.tag !== undefined){
if(typeof data16.tag !== "boolean"){
const err29 = {instancePath:instancePath+"/display/tag",schemaPath:"#/properties/display/properties/tag/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data16.log !== undefined){
if(typeof data16.log !== "boolean"){
const err30 = {instancePath:instancePath+"/display/log",schemaPath:"#/properties/display/properties/log/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data16.theme !== undefined){
let data19 = data16.theme;
if(!((data19 === "light") || (data19 === "dark"))){
const err31 = {instancePath:instancePath+"/display/theme",schemaPath:"#/properties/display/properties/theme/enum",keyword:"enum",params:{allowedValues: schema24.properties.display.properties.theme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data16.themeColor !== undefined){
let data20 = data16.themeColor;
if(typeof data20 === "string"){
if(!pattern5.test(data20)){
const err32 = {instancePath:instancePath+"/display/themeColor",schemaPath:"#/properties/display/properties/themeColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},message:"must match pattern \""+"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/display/themeColor",schemaPath:"#/properties/display/properties/themeColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data16.fullScreen !== undefined){
if(typeof data16.fullScreen !== "boolean"){
const err34 = {instancePath:instancePath+"/display/fullScreen",schemaPath:"#/properties/display/properties/fullScreen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data16.lockScreen !== undefined){
if(typeof data16.lockScreen !== "boolean"){
const err35 = {instancePath:instancePath+"/display/lockScreen",schemaPath:"#/properties/display/properties/lockScreen/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data16.search !== undefined){
if(typeof data16.search !== "boolean"){
const err36 = {instancePath:instancePath+"/display/search",schemaPath:"#/properties/display/properties/search/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data16.collapse !== undefined){
if(typeof data16.collapse !== "boolean"){
const err37 = {instancePath:instancePath+"/display/collapse",schemaPath:"#/properties/display/properties/collapse/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data16.topMenu !== undefined){
if(typeof data16.topMenu !== "boolean"){
const err38 = {instancePath:instancePath+"/display/topMenu",schemaPath:"#/properties/display/properties/topMenu/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err39 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.requestTimeoutMs !== undefined){
let data26 = data.requestTimeoutMs;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err40 = {instancePath:instancePath+"/requestTimeoutMs",schemaPath:"#/properties/requestTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 1000 || isNaN(data26)){
const err41 = {instancePath:instancePath+"/requestTimeoutMs",schemaPath:"#/properties/requestTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
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
if(data.tokenTimeSeconds !== undefined){
let data27 = data.tokenTimeSeconds;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err42 = {instancePath:instancePath+"/tokenTimeSeconds",schemaPath:"#/properties/tokenTimeSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 60 || isNaN(data27)){
const err43 = {instancePath:instancePath+"/tokenTimeSeconds",schemaPath:"#/properties/tokenTimeSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 60},message:"must be >= 60"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data.userInfoCacheMinutes !== undefined){
let data28 = data.userInfoCacheMinutes;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err44 = {instancePath:instancePath+"/userInfoCacheMinutes",schemaPath:"#/properties/userInfoCacheMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 1 || isNaN(data28)){
const err45 = {instancePath:instancePath+"/userInfoCacheMinutes",schemaPath:"#/properties/userInfoCacheMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data.chunkLoadTimeoutMs !== undefined){
let data29 = data.chunkLoadTimeoutMs;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err46 = {instancePath:instancePath+"/chunkLoadTimeoutMs",schemaPath:"#/properties/chunkLoadTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 1000 || isNaN(data29)){
const err47 = {instancePath:instancePath+"/chunkLoadTimeoutMs",schemaPath:"#/properties/chunkLoadTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
if(data.defaultAccount !== undefined){
let data30 = data.defaultAccount;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key9 in data30){
if(!((key9 === "elsAccount") || (key9 === "elsSubAccount"))){
const err48 = {instancePath:instancePath+"/defaultAccount",schemaPath:"#/properties/defaultAccount/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data30.elsAccount !== undefined){
let data31 = data30.elsAccount;
if(typeof data31 === "string"){
if(!pattern6.test(data31)){
const err49 = {instancePath:instancePath+"/defaultAccount/elsAccount",schemaPath:"#/properties/defaultAccount/properties/elsAccount/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Za-z_-]{1,32}$"},message:"must match pattern \""+"^[0-9A-Za-z_-]{1,32}$"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/defaultAccount/elsAccount",schemaPath:"#/properties/defaultAccount/properties/elsAccount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data30.elsSubAccount !== undefined){
let data32 = data30.elsSubAccount;
if(typeof data32 === "string"){
if(!pattern6.test(data32)){
const err51 = {instancePath:instancePath+"/defaultAccount/elsSubAccount",schemaPath:"#/properties/defaultAccount/properties/elsSubAccount/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Za-z_-]{1,32}$"},message:"must match pattern \""+"^[0-9A-Za-z_-]{1,32}$"+"\""};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/defaultAccount/elsSubAccount",schemaPath:"#/properties/defaultAccount/properties/elsSubAccount/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err53 = {instancePath:instancePath+"/defaultAccount",schemaPath:"#/properties/defaultAccount/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.apiBasePath !== undefined){
let data33 = data.apiBasePath;
if(typeof data33 === "string"){
if(!pattern8.test(data33)){
const err54 = {instancePath:instancePath+"/apiBasePath",schemaPath:"#/properties/apiBasePath/pattern",keyword:"pattern",params:{pattern: "^(/|https?://|\\{prefix\\}(/|$))"},message:"must match pattern \""+"^(/|https?://|\\{prefix\\}(/|$))"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/apiBasePath",schemaPath:"#/properties/apiBasePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.auditServiceV2Prefix !== undefined){
if(!(validate102(data.auditServiceV2Prefix, {instancePath:instancePath+"/auditServiceV2Prefix",parentData:data,parentDataProperty:"auditServiceV2Prefix",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
if(data.tokenRefreshLeadSeconds !== undefined){
let data35 = data.tokenRefreshLeadSeconds;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err56 = {instancePath:instancePath+"/tokenRefreshLeadSeconds",schemaPath:"#/properties/tokenRefreshLeadSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 1 || isNaN(data35)){
const err57 = {instancePath:instancePath+"/tokenRefreshLeadSeconds",schemaPath:"#/properties/tokenRefreshLeadSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.passwordTransport !== undefined){
let data36 = data.passwordTransport;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
for(const key10 in data36){
if(!((key10 === "key") || (key10 === "iv"))){
const err58 = {instancePath:instancePath+"/passwordTransport",schemaPath:"#/properties/passwordTransport/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data36.key !== undefined){
let data37 = data36.key;
if(typeof data37 === "string"){
if(!pattern9.test(data37)){
const err59 = {instancePath:instancePath+"/passwordTransport/key",schemaPath:"#/properties/passwordTransport/properties/key/pattern",keyword:"pattern",params:{pattern: "^(.{16}|.{24}|.{32})$"},message:"must match pattern \""+"^(.{16}|.{24}|.{32})$"+"\""};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/passwordTransport/key",schemaPath:"#/properties/passwordTransport/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data36.iv !== undefined){
let data38 = data36.iv;
if(typeof data38 === "string"){
if(!pattern10.test(data38)){
const err61 = {instancePath:instancePath+"/passwordTransport/iv",schemaPath:"#/properties/passwordTransport/properties/iv/pattern",keyword:"pattern",params:{pattern: "^.{16}$"},message:"must match pattern \""+"^.{16}$"+"\""};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/passwordTransport/iv",schemaPath:"#/properties/passwordTransport/properties/iv/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/passwordTransport",schemaPath:"#/properties/passwordTransport/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err64 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
validate94.errors = vErrors;
return errors === 0;
}

const schema29 = {"title":"Identifier","description":"A key of a collection: letters, digits, '-', '_' and '.', starting with a letter.","type":"string","pattern":"^[A-Za-z][A-Za-z0-9_.-]{0,63}$"};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern11.test(data)){
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
validate105.errors = vErrors;
return errors === 0;
}

const schema30 = {"title":"Route","description":"A route outside the server menu.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"title":"Path","description":"Route path; ':name' marks a parameter (e.g. /myiframe/:routerPath).","$ref":"#/definitions/RoutePath"},"plugin":{"title":"Plugin","description":"Id of the plugin that serves the page.","$ref":"#/definitions/Id"},"page":{"title":"Page","description":"Id of the page within the plugin.","$ref":"#/definitions/Id"},"redirect":{"title":"Redirect","description":"Route path this route redirects to, keeping the query.","$ref":"#/definitions/RoutePath"},"auth":{"title":"Needs authentication","description":"false: open without signing in (login, error pages).","type":"boolean"},"label":{"title":"Tab label","description":"Label of the tab the page opens in; an i18n_ key is translated.","$ref":"#/definitions/LocalizedText"},"tab":{"title":"Opens a tab","description":"Whether visiting the route adds a tab (default true for pages inside the shell frame).","type":"boolean"},"chrome":{"title":"Chrome","description":"'shell': the page shows inside the top bar, menu and tabs; 'bare': alone (login, lock, error pages).","enum":["shell","bare"]}}};

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema30.properties, key0))){
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
if(!(validate100(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
}
if(data.path !== undefined){
if(!(validate95(data.path, {instancePath:instancePath+"/path",parentData:data,parentDataProperty:"path",rootData}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
}
if(data.plugin !== undefined){
if(!(validate105(data.plugin, {instancePath:instancePath+"/plugin",parentData:data,parentDataProperty:"plugin",rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
}
if(data.page !== undefined){
if(!(validate105(data.page, {instancePath:instancePath+"/page",parentData:data,parentDataProperty:"page",rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
}
if(data.redirect !== undefined){
if(!(validate95(data.redirect, {instancePath:instancePath+"/redirect",parentData:data,parentDataProperty:"redirect",rootData}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
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
if(!(validate97(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
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
const err3 = {instancePath:instancePath+"/chrome",schemaPath:"#/properties/chrome/enum",keyword:"enum",params:{allowedValues: schema30.properties.chrome.enum},message:"must be equal to one of the allowed values"};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate107.errors = vErrors;
return errors === 0;
}

const schema31 = {"title":"Menu rule","description":"Turns a menu item's appUrl into a route when its conditions hold.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"urlContains":{"title":"URL contains","description":"The rule holds only when appUrl contains this text.","type":"string","minLength":1},"urlNotContains":{"title":"URL does not contain","description":"The rule holds only when appUrl does not contain this text.","type":"string","minLength":1},"target":{"title":"Target","description":"frame: embedded in /myiframe with src and name in the query; audit and forward: the page with the url's query; portal: the url is a shell route itself.","enum":["frame","audit","forward","portal"]},"path":{"title":"Route template","description":"Route path; '{routerPath}' is replaced by the item's appCode, '{url}' by the path of appUrl.","type":"string","maxLength":2048,"pattern":"^(/(?![/\\\\])|\\{url\\})"}}};

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate100(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
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
const err5 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/enum",keyword:"enum",params:{allowedValues: schema31.properties.target.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern12.test(data4)){
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
validate116.errors = vErrors;
return errors === 0;
}

const schema32 = {"title":"Tab group","description":"Pages of one sub-application or kind whose tab replaces the open tab of the same group.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"label":{"title":"Label","description":"Name of the group for admins.","$ref":"#/definitions/LocalizedText"},"pathPrefix":{"title":"Route path prefix","description":"A tab belongs to the group when its route path starts with this.","$ref":"#/definitions/RoutePath"},"srcContains":{"title":"Frame address contains","description":"A frame tab belongs to the group when its src contains one of these.","$ref":"#/definitions/StringList"}}};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "order") || (key0 === "label")) || (key0 === "pathPrefix")) || (key0 === "srcContains"))){
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
if(!(validate100(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
}
if(data.label !== undefined){
if(!(validate97(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
if(data.pathPrefix !== undefined){
if(!(validate95(data.pathPrefix, {instancePath:instancePath+"/pathPrefix",parentData:data,parentDataProperty:"pathPrefix",rootData}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
}
if(data.srcContains !== undefined){
if(!(validate102(data.srcContains, {instancePath:instancePath+"/srcContains",parentData:data,parentDataProperty:"srcContains",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate120.errors = vErrors;
return errors === 0;
}

const schema33 = {"title":"Top-bar item","description":"One element of the top bar.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"kind":{"title":"Kind","description":"What the item is: the collapse toggle, density dropdown, language selector, WeChat QR dialog, push connection indicator, avatar, user name, personal-info link, change-password link, lock screen, logout, or a plain link; displaySettings opens the display-settings panel, fullScreen toggles the browser's full screen and log lists the client errors (both shown only while their display switch is on), guide reopens the first-use tour.","enum":["collapse","density","language","wechatQr","pushStatus","avatar","userName","personalInfo","changePassword","lock","logout","displaySettings","fullScreen","log","guide","link"]},"area":{"title":"Area","description":"start: left of the bar, end: right (default end).","enum":["start","end"]},"label":{"title":"Label","description":"Text or tooltip of the item; an i18n_ key is translated.","$ref":"#/definitions/LocalizedText"},"to":{"title":"Target route","description":"Route the item opens (personalInfo, changePassword, link).","$ref":"#/definitions/RoutePath"},"confirm":{"title":"Confirmation","description":"Ask before acting (logout): a dialog with cancel and confirm.","type":"object","additionalProperties":false,"properties":{"title":{"title":"Dialog title","description":"Title of the confirm dialog.","$ref":"#/definitions/LocalizedText"},"message":{"title":"Dialog message","description":"Question of the confirm dialog.","$ref":"#/definitions/LocalizedText"}}},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}};
const schema34 = {"title":"Visibility rule","description":"When an item is shown. Every condition given must hold; an empty rule always holds. Read by the menu, the top bar and the home blocks through one evaluator.","type":"object","additionalProperties":false,"properties":{"stationsExcluded":{"title":"Hidden for stations","description":"Hidden when the user's station is one of these (e.g. 'sale' for supplier-side sub-accounts).","$ref":"#/definitions/StringList"},"stationsIncluded":{"title":"Only for stations","description":"Shown only when the user's station is one of these.","$ref":"#/definitions/StringList"},"rolesAnyOf":{"title":"Only for roles","description":"Shown only when the user has at least one of these roles.","$ref":"#/definitions/StringList"},"permissionsAnyOf":{"title":"Only for permissions","description":"Shown only when the user's permission value is one of these (e.g. 'admin').","$ref":"#/definitions/StringList"},"settingsOn":{"title":"Only when settings are on","description":"System setting codes that must all be switched on (a numeric value other than 0).","$ref":"#/definitions/StringList"},"authenticated":{"title":"Only when signed in or out","description":"true: shown only to a signed-in user; false: only when nobody is signed in.","type":"boolean"}}};

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "stationsExcluded") || (key0 === "stationsIncluded")) || (key0 === "rolesAnyOf")) || (key0 === "permissionsAnyOf")) || (key0 === "settingsOn")) || (key0 === "authenticated"))){
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
if(!(validate102(data.stationsExcluded, {instancePath:instancePath+"/stationsExcluded",parentData:data,parentDataProperty:"stationsExcluded",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
if(data.stationsIncluded !== undefined){
if(!(validate102(data.stationsIncluded, {instancePath:instancePath+"/stationsIncluded",parentData:data,parentDataProperty:"stationsIncluded",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
if(data.rolesAnyOf !== undefined){
if(!(validate102(data.rolesAnyOf, {instancePath:instancePath+"/rolesAnyOf",parentData:data,parentDataProperty:"rolesAnyOf",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
if(data.permissionsAnyOf !== undefined){
if(!(validate102(data.permissionsAnyOf, {instancePath:instancePath+"/permissionsAnyOf",parentData:data,parentDataProperty:"permissionsAnyOf",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
if(data.settingsOn !== undefined){
if(!(validate102(data.settingsOn, {instancePath:instancePath+"/settingsOn",parentData:data,parentDataProperty:"settingsOn",rootData}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
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
validate133.errors = vErrors;
return errors === 0;
}


function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "order") || (key0 === "kind")) || (key0 === "area")) || (key0 === "label")) || (key0 === "to")) || (key0 === "confirm")) || (key0 === "visibleWhen"))){
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
if(!(validate100(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if(!((((((((((((((((data1 === "collapse") || (data1 === "density")) || (data1 === "language")) || (data1 === "wechatQr")) || (data1 === "pushStatus")) || (data1 === "avatar")) || (data1 === "userName")) || (data1 === "personalInfo")) || (data1 === "changePassword")) || (data1 === "lock")) || (data1 === "logout")) || (data1 === "displaySettings")) || (data1 === "fullScreen")) || (data1 === "log")) || (data1 === "guide")) || (data1 === "link"))){
const err1 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema33.properties.kind.enum},message:"must be equal to one of the allowed values"};
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
const err2 = {instancePath:instancePath+"/area",schemaPath:"#/properties/area/enum",keyword:"enum",params:{allowedValues: schema33.properties.area.enum},message:"must be equal to one of the allowed values"};
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
if(!(validate97(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
if(data.to !== undefined){
if(!(validate95(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
}
if(data.confirm !== undefined){
let data5 = data.confirm;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!((key1 === "title") || (key1 === "message"))){
const err3 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data5.title !== undefined){
if(!(validate97(data5.title, {instancePath:instancePath+"/confirm/title",parentData:data5,parentDataProperty:"title",rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
if(data5.message !== undefined){
if(!(validate97(data5.message, {instancePath:instancePath+"/confirm/message",parentData:data5,parentDataProperty:"message",rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/confirm",schemaPath:"#/properties/confirm/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.visibleWhen !== undefined){
if(!(validate133(data.visibleWhen, {instancePath:instancePath+"/visibleWhen",parentData:data,parentDataProperty:"visibleWhen",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate127.errors = vErrors;
return errors === 0;
}

const schema35 = {"title":"Home block","description":"A block of the home page, offered by a plugin.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"block":{"title":"Block","description":"'<pluginId>.<blockId>' of the plugin block that renders it.","type":"string","pattern":"^[A-Za-z][A-Za-z0-9_-]*\\.[A-Za-z][A-Za-z0-9_-]*$"},"title":{"title":"Title","description":"Heading of the block.","$ref":"#/definitions/LocalizedText"},"settingCode":{"title":"Switching setting","description":"System setting code that switches the block on (IndexPage_Purchase, IndexPage_Enquiry, IndexPage_Order, IndexPage_Logistics, IndexPage_Head).","type":"string","minLength":1},"width":{"title":"Width","description":"full: the whole row; half: half of it on wide screens.","enum":["full","half"]},"visibleWhen":{"$ref":"#/definitions/VisibilityRule"}}};

function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "order") || (key0 === "block")) || (key0 === "title")) || (key0 === "settingCode")) || (key0 === "width")) || (key0 === "visibleWhen"))){
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
if(!(validate100(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
}
if(data.block !== undefined){
let data1 = data.block;
if(typeof data1 === "string"){
if(!pattern13.test(data1)){
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
if(!(validate97(data.title, {instancePath:instancePath+"/title",parentData:data,parentDataProperty:"title",rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
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
const err5 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/enum",keyword:"enum",params:{allowedValues: schema35.properties.width.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.visibleWhen !== undefined){
if(!(validate133(data.visibleWhen, {instancePath:instancePath+"/visibleWhen",parentData:data,parentDataProperty:"visibleWhen",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
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
validate142.errors = vErrors;
return errors === 0;
}

const schema36 = {"title":"Login page","description":"Settings of the login page: which system settings brand it, the defaults, the logo sizing rule.","type":"object","additionalProperties":false,"properties":{"settingGroup":{"title":"Setting group","description":"System-setting group read for the buyer's account (LoginPage_Group).","type":"string","minLength":1},"settingCodes":{"title":"Setting codes","description":"Which setting code fills which part of the page.","type":"object","additionalProperties":false,"properties":{"systemTitle":{"title":"System title code","description":"LoginPage_SystemTitle.","type":"string","minLength":1},"systemName":{"title":"System name code","description":"LoginPage_SystemName.","type":"string","minLength":1},"background":{"title":"Background code","description":"LoginPage_LoginBackgroud (sic, as the platform spells it).","type":"string","minLength":1},"systemLogo":{"title":"System logo code","description":"LoginPage_SystemLogo.","type":"string","minLength":1},"loginLogo":{"title":"Login logo code","description":"LoginPage_LoginLogo.","type":"string","minLength":1},"advertisement":{"title":"Advertisement code","description":"LoginPage_LoginAD.","type":"string","minLength":1}}},"defaults":{"title":"Defaults","description":"Values used where the settings give none.","type":"object","additionalProperties":false,"properties":{"systemTitle":{"title":"System title","description":"Title above the form.","$ref":"#/definitions/LocalizedText"},"systemName":{"title":"System name","description":"Name of the system beside the logo.","$ref":"#/definitions/LocalizedText"},"background":{"title":"Background","description":"Background image address (recommended 1920x1080).","type":"string"},"advertisement":{"title":"Advertisement","description":"Text or image address shown beside the form.","type":"string"}}},"fileServicePath":{"title":"File service path","description":"Path, under the API base, that serves a stored file by its filePath query (relative logo paths resolve against it).","type":"string","pattern":"^/"},"logo":{"title":"Logo sizing","description":"Seed 001 section 9: default 140x30; narrower than the aspect threshold: height 55 and width scaled; wider: width 150 and height scaled.","type":"object","additionalProperties":false,"properties":{"defaultWidth":{"title":"Default width","description":"Width of the default logo in pixels (140).","type":"number","exclusiveMinimum":0},"defaultHeight":{"title":"Default height","description":"Height of the default logo in pixels (30).","type":"number","exclusiveMinimum":0},"aspectRatioThreshold":{"title":"Aspect-ratio threshold","description":"Width divided by height that separates narrow from wide logos (4.5).","type":"number","exclusiveMinimum":0},"narrowHeight":{"title":"Narrow logo height","description":"Height given to a logo narrower than the threshold (55).","type":"number","exclusiveMinimum":0},"wideWidth":{"title":"Wide logo width","description":"Width given to a logo wider than the threshold (150).","type":"number","exclusiveMinimum":0}}},"captchaLength":{"title":"Captcha length","description":"Number of captcha characters (4).","type":"integer","minimum":1,"maximum":8},"smsResendSeconds":{"title":"SMS resend countdown","description":"Seconds before another SMS verification code may be requested (the code itself is valid 10 minutes).","type":"integer","minimum":1,"maximum":600},"features":{"title":"Features","description":"Which ways in the login page offers.","type":"object","additionalProperties":false,"properties":{"rememberAccount":{"title":"Remember account","description":"Offer to remember the account.","type":"boolean"},"keepLogin":{"title":"Keep login","description":"Offer to stay signed in.","type":"boolean"},"forgotPassword":{"title":"Forgot password","description":"Offer a password reset by SMS code.","type":"boolean"},"invitationRegistration":{"title":"Invitation registration","description":"Offer registration with an invitation code.","type":"boolean"},"wechatLogin":{"title":"WeChat login","description":"Offer the WeChat login entry.","type":"boolean"}}}}};

function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((((key0 === "settingGroup") || (key0 === "settingCodes")) || (key0 === "defaults")) || (key0 === "fileServicePath")) || (key0 === "logo")) || (key0 === "captchaLength")) || (key0 === "smsResendSeconds")) || (key0 === "features"))){
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
if(!(validate97(data8.systemTitle, {instancePath:instancePath+"/defaults/systemTitle",parentData:data8,parentDataProperty:"systemTitle",rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
if(data8.systemName !== undefined){
if(!(validate97(data8.systemName, {instancePath:instancePath+"/defaults/systemName",parentData:data8,parentDataProperty:"systemName",rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
if(data8.background !== undefined){
if(typeof data8.background !== "string"){
const err18 = {instancePath:instancePath+"/defaults/background",schemaPath:"#/properties/defaults/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data8.advertisement !== undefined){
if(typeof data8.advertisement !== "string"){
const err19 = {instancePath:instancePath+"/defaults/advertisement",schemaPath:"#/properties/defaults/properties/advertisement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
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
if(data.fileServicePath !== undefined){
let data13 = data.fileServicePath;
if(typeof data13 === "string"){
if(!pattern14.test(data13)){
const err21 = {instancePath:instancePath+"/fileServicePath",schemaPath:"#/properties/fileServicePath/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/fileServicePath",schemaPath:"#/properties/fileServicePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.logo !== undefined){
let data14 = data.logo;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key3 in data14){
if(!(((((key3 === "defaultWidth") || (key3 === "defaultHeight")) || (key3 === "aspectRatioThreshold")) || (key3 === "narrowHeight")) || (key3 === "wideWidth"))){
const err23 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data14.defaultWidth !== undefined){
let data15 = data14.defaultWidth;
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 <= 0 || isNaN(data15)){
const err24 = {instancePath:instancePath+"/logo/defaultWidth",schemaPath:"#/properties/logo/properties/defaultWidth/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
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
const err25 = {instancePath:instancePath+"/logo/defaultWidth",schemaPath:"#/properties/logo/properties/defaultWidth/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data14.defaultHeight !== undefined){
let data16 = data14.defaultHeight;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 <= 0 || isNaN(data16)){
const err26 = {instancePath:instancePath+"/logo/defaultHeight",schemaPath:"#/properties/logo/properties/defaultHeight/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
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
const err27 = {instancePath:instancePath+"/logo/defaultHeight",schemaPath:"#/properties/logo/properties/defaultHeight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data14.aspectRatioThreshold !== undefined){
let data17 = data14.aspectRatioThreshold;
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 <= 0 || isNaN(data17)){
const err28 = {instancePath:instancePath+"/logo/aspectRatioThreshold",schemaPath:"#/properties/logo/properties/aspectRatioThreshold/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/logo/aspectRatioThreshold",schemaPath:"#/properties/logo/properties/aspectRatioThreshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data14.narrowHeight !== undefined){
let data18 = data14.narrowHeight;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 <= 0 || isNaN(data18)){
const err30 = {instancePath:instancePath+"/logo/narrowHeight",schemaPath:"#/properties/logo/properties/narrowHeight/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/logo/narrowHeight",schemaPath:"#/properties/logo/properties/narrowHeight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data14.wideWidth !== undefined){
let data19 = data14.wideWidth;
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 <= 0 || isNaN(data19)){
const err32 = {instancePath:instancePath+"/logo/wideWidth",schemaPath:"#/properties/logo/properties/wideWidth/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/logo/wideWidth",schemaPath:"#/properties/logo/properties/wideWidth/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.captchaLength !== undefined){
let data20 = data.captchaLength;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err35 = {instancePath:instancePath+"/captchaLength",schemaPath:"#/properties/captchaLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 8 || isNaN(data20)){
const err36 = {instancePath:instancePath+"/captchaLength",schemaPath:"#/properties/captchaLength/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data20 < 1 || isNaN(data20)){
const err37 = {instancePath:instancePath+"/captchaLength",schemaPath:"#/properties/captchaLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data.smsResendSeconds !== undefined){
let data21 = data.smsResendSeconds;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err38 = {instancePath:instancePath+"/smsResendSeconds",schemaPath:"#/properties/smsResendSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 600 || isNaN(data21)){
const err39 = {instancePath:instancePath+"/smsResendSeconds",schemaPath:"#/properties/smsResendSeconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 600},message:"must be <= 600"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data21 < 1 || isNaN(data21)){
const err40 = {instancePath:instancePath+"/smsResendSeconds",schemaPath:"#/properties/smsResendSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data.features !== undefined){
let data22 = data.features;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key4 in data22){
if(!(((((key4 === "rememberAccount") || (key4 === "keepLogin")) || (key4 === "forgotPassword")) || (key4 === "invitationRegistration")) || (key4 === "wechatLogin"))){
const err41 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data22.rememberAccount !== undefined){
if(typeof data22.rememberAccount !== "boolean"){
const err42 = {instancePath:instancePath+"/features/rememberAccount",schemaPath:"#/properties/features/properties/rememberAccount/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data22.keepLogin !== undefined){
if(typeof data22.keepLogin !== "boolean"){
const err43 = {instancePath:instancePath+"/features/keepLogin",schemaPath:"#/properties/features/properties/keepLogin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data22.forgotPassword !== undefined){
if(typeof data22.forgotPassword !== "boolean"){
const err44 = {instancePath:instancePath+"/features/forgotPassword",schemaPath:"#/properties/features/properties/forgotPassword/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data22.invitationRegistration !== undefined){
if(typeof data22.invitationRegistration !== "boolean"){
const err45 = {instancePath:instancePath+"/features/invitationRegistration",schemaPath:"#/properties/features/properties/invitationRegistration/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data22.wechatLogin !== undefined){
if(typeof data22.wechatLogin !== "boolean"){
const err46 = {instancePath:instancePath+"/features/wechatLogin",schemaPath:"#/properties/features/properties/wechatLogin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate147.errors = vErrors;
return errors === 0;
}

const schema37 = {"title":"Approval link","description":"Where the details of one approval business type are shown.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"path":{"title":"Detail address","description":"Address of the detail page in its sub-application (e.g. /rfq/#/v2/detail): a path on the portal's own origin, never '//host'.","type":"string","maxLength":2048,"pattern":"^/(?![/\\\\])[^\\s]*$"},"label":{"title":"Label","description":"Name of the business type.","$ref":"#/definitions/LocalizedText"}}};

function validate152(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(validate100(data.order, {instancePath:instancePath+"/order",parentData:data,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
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
if(!(validate97(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
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
validate152.errors = vErrors;
return errors === 0;
}

const schema38 = {"title":"Frames","description":"The embedded-page host: sizes, delays, caching, allowed origins.","type":"object","additionalProperties":false,"properties":{"heightOffsets":{"title":"Height offsets","description":"Not used by this shell any more: a frame fills the content area under the tab strip (the platform's window height minus 200, or 130, left a blank band about 135 px high below the frame). Kept so that existing layout files stay valid.","type":"object","additionalProperties":false,"properties":{"largeScreen":{"title":"Large-screen offset","description":"Pixels subtracted on a large screen (200).","type":"integer","minimum":0},"normal":{"title":"Normal offset","description":"Pixels subtracted otherwise (130).","type":"integer","minimum":0},"largeScreenMinWidth":{"title":"Large-screen width","description":"Window width from which a screen counts as large.","type":"integer","minimum":0}}},"initDelayMs":{"title":"Init delay","description":"Delay before the first load of a tab's frame (2000 ms).","type":"integer","minimum":0},"nonCachedApps":{"title":"Non-cached apps","description":"Frame pages that get a separate frame, shown only while their tab is open and not kept alive (demand pool list, supplier order list). Keyed by id.","type":"object","propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"title":"Non-cached app","description":"Frame addresses containing this text are not kept alive.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"srcContains":{"title":"Address contains","description":"Text the frame address contains.","type":"string","minLength":1}}}},"allowedOrigins":{"title":"Allowed origins","description":"Origins (besides the shell's own) whose frames may be embedded and may send bridge messages. Keyed by id. At most 32: the list also goes into every page's Content-Security-Policy header.","type":"object","maxProperties":32,"propertyNames":{"$ref":"#/definitions/Id"},"additionalProperties":{"title":"Allowed origin","description":"One origin: scheme, host and port, no path.","type":"object","additionalProperties":false,"properties":{"order":{"$ref":"#/definitions/Order"},"origin":{"title":"Origin","description":"e.g. https://rfq.example.com (at most 200 characters).","type":"string","maxLength":200,"pattern":"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"},"messages":{"title":"Bridge messages","description":"The bridge messages frames of this origin may send (docs/bridge.md), e.g. [\"openFlowDialog\"]. Absent: all of them (openNewTag, openFlowDialog, openNewPage), as before; an empty list: none. The shell's own origin may always send all. A merge patch replaces the whole list.","type":"array","uniqueItems":true,"items":{"type":"string","enum":["openNewTag","openFlowDialog","openNewPage"]}}}}},"poolLimit":{"title":"Pool limit","description":"How many frames stay alive at most; beyond it the least recently used is dropped.","type":"integer","minimum":1,"maximum":100},"flowDiagramUrl":{"title":"Flow diagram address","description":"Page the approval-flow dialog shows for a process instance; '{processInstanceId}' is replaced by the flow id (URL-encoded), '{prefix}' by the application prefix. Relative or http(s); another origin must be in allowedOrigins.","type":"string","pattern":"^(/|https?://)[^\\s]*\\{processInstanceId\\}"}}};

function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "heightOffsets") || (key0 === "initDelayMs")) || (key0 === "nonCachedApps")) || (key0 === "allowedOrigins")) || (key0 === "poolLimit")) || (key0 === "flowDiagramUrl"))){
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
if(data.heightOffsets !== undefined){
let data0 = data.heightOffsets;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!(((key1 === "largeScreen") || (key1 === "normal")) || (key1 === "largeScreenMinWidth"))){
const err1 = {instancePath:instancePath+"/heightOffsets",schemaPath:"#/properties/heightOffsets/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.largeScreen !== undefined){
let data1 = data0.largeScreen;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err2 = {instancePath:instancePath+"/heightOffsets/largeScreen",schemaPath:"#/properties/heightOffsets/properties/largeScreen/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/heightOffsets/largeScreen",schemaPath:"#/properties/heightOffsets/properties/largeScreen/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data0.normal !== undefined){
let data2 = data0.normal;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/heightOffsets/normal",schemaPath:"#/properties/heightOffsets/properties/normal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/heightOffsets/normal",schemaPath:"#/properties/heightOffsets/properties/normal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data0.largeScreenMinWidth !== undefined){
let data3 = data0.largeScreenMinWidth;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err6 = {instancePath:instancePath+"/heightOffsets/largeScreenMinWidth",schemaPath:"#/properties/heightOffsets/properties/largeScreenMinWidth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/heightOffsets/largeScreenMinWidth",schemaPath:"#/properties/heightOffsets/properties/largeScreenMinWidth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath:instancePath+"/heightOffsets",schemaPath:"#/properties/heightOffsets/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.initDelayMs !== undefined){
let data4 = data.initDelayMs;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/initDelayMs",schemaPath:"#/properties/initDelayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/initDelayMs",schemaPath:"#/properties/initDelayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.nonCachedApps !== undefined){
let data5 = data.nonCachedApps;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key2 in data5){
const _errs15 = errors;
if(!(validate105(key2, {instancePath:instancePath+"/nonCachedApps",parentData:data5,parentDataProperty:"nonCachedApps",rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var valid2 = _errs15 === errors;
if(!valid2){
const err11 = {instancePath:instancePath+"/nonCachedApps",schemaPath:"#/properties/nonCachedApps/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
for(const key3 in data5){
let data6 = data5[key3];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key4 in data6){
if(!((key4 === "order") || (key4 === "srcContains"))){
const err12 = {instancePath:instancePath+"/nonCachedApps/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nonCachedApps/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data6.order !== undefined){
if(!(validate100(data6.order, {instancePath:instancePath+"/nonCachedApps/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/order",parentData:data6,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
}
if(data6.srcContains !== undefined){
let data8 = data6.srcContains;
if(typeof data8 === "string"){
if(func4(data8) < 1){
const err13 = {instancePath:instancePath+"/nonCachedApps/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/srcContains",schemaPath:"#/properties/nonCachedApps/additionalProperties/properties/srcContains/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/nonCachedApps/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/srcContains",schemaPath:"#/properties/nonCachedApps/additionalProperties/properties/srcContains/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err15 = {instancePath:instancePath+"/nonCachedApps/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nonCachedApps/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err16 = {instancePath:instancePath+"/nonCachedApps",schemaPath:"#/properties/nonCachedApps/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.allowedOrigins !== undefined){
let data9 = data.allowedOrigins;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(Object.keys(data9).length > 32){
const err17 = {instancePath:instancePath+"/allowedOrigins",schemaPath:"#/properties/allowedOrigins/maxProperties",keyword:"maxProperties",params:{limit: 32},message:"must NOT have more than 32 properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key5 in data9){
const _errs25 = errors;
if(!(validate105(key5, {instancePath:instancePath+"/allowedOrigins",parentData:data9,parentDataProperty:"allowedOrigins",rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var valid5 = _errs25 === errors;
if(!valid5){
const err18 = {instancePath:instancePath+"/allowedOrigins",schemaPath:"#/properties/allowedOrigins/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
for(const key6 in data9){
let data10 = data9[key6];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key7 in data10){
if(!(((key7 === "order") || (key7 === "origin")) || (key7 === "messages"))){
const err19 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/allowedOrigins/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data10.order !== undefined){
if(!(validate100(data10.order, {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/order",parentData:data10,parentDataProperty:"order",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
}
if(data10.origin !== undefined){
let data12 = data10.origin;
if(typeof data12 === "string"){
if(func4(data12) > 200){
const err20 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/origin/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern16.test(data12)){
const err21 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/origin/pattern",keyword:"pattern",params:{pattern: "^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"},message:"must match pattern \""+"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/origin",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data10.messages !== undefined){
let data13 = data10.messages;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(typeof data14 !== "string"){
const err23 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages/" + i0,schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data14 === "openNewTag") || (data14 === "openFlowDialog")) || (data14 === "openNewPage"))){
const err24 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages/" + i0,schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/items/enum",keyword:"enum",params:{allowedValues: schema38.properties.allowedOrigins.additionalProperties.properties.messages.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
let i1 = data13.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data13[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err25 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err26 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/messages",schemaPath:"#/properties/allowedOrigins/additionalProperties/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err27 = {instancePath:instancePath+"/allowedOrigins/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/allowedOrigins/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/allowedOrigins",schemaPath:"#/properties/allowedOrigins/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.poolLimit !== undefined){
let data15 = data.poolLimit;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err29 = {instancePath:instancePath+"/poolLimit",schemaPath:"#/properties/poolLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 100 || isNaN(data15)){
const err30 = {instancePath:instancePath+"/poolLimit",schemaPath:"#/properties/poolLimit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err31 = {instancePath:instancePath+"/poolLimit",schemaPath:"#/properties/poolLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.flowDiagramUrl !== undefined){
let data16 = data.flowDiagramUrl;
if(typeof data16 === "string"){
if(!pattern17.test(data16)){
const err32 = {instancePath:instancePath+"/flowDiagramUrl",schemaPath:"#/properties/flowDiagramUrl/pattern",keyword:"pattern",params:{pattern: "^(/|https?://)[^\\s]*\\{processInstanceId\\}"},message:"must match pattern \""+"^(/|https?://)[^\\s]*\\{processInstanceId\\}"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/flowDiagramUrl",schemaPath:"#/properties/flowDiagramUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate156.errors = vErrors;
return errors === 0;
}

const schema39 = {"title":"Push messages","description":"The MQTT-over-WebSocket client that shows notifications.","type":"object","additionalProperties":false,"properties":{"enabled":{"title":"Enabled","description":"Whether the client connects after sign-in.","type":"boolean"},"brokerUrl":{"title":"Broker URL","description":"ws(s) URL of the broker; '{wsOrigin}' is the shell's origin with ws/wss, '{prefix}' the application prefix.","type":"string","pattern":"^(wss?://|\\{wsOrigin\\})"},"brokerUrls":{"title":"More broker URLs","description":"Further broker addresses (same forms as brokerUrl), tried in turn after brokerUrl when a connection fails; at most 8.","type":"array","maxItems":8,"uniqueItems":true,"items":{"type":"string","maxLength":2048,"pattern":"^(wss?://|\\{wsOrigin\\})"}},"topicTemplate":{"title":"Topic template","description":"Topic subscribed to; {elsAccount}, {elsSubAccount} and {environMentConfig} are replaced.","type":"string","minLength":1},"connectTimeoutMs":{"title":"Connect timeout","description":"Milliseconds before a connection attempt fails (5000).","type":"integer","minimum":100},"keepaliveSeconds":{"title":"Keepalive","description":"MQTT keepalive in seconds (10).","type":"integer","minimum":1},"protocolVersion":{"title":"MQTT protocol version","description":"4 (MQTT 3.1.1) or 3 (MQTT 3.1). Absent: version 4, falling back to 3 when a version 4 connection fails.","enum":[3,4]},"toastLimit":{"title":"Visible notifications","description":"How many push notifications show at once; the rest are summarised in one ('and 37 more'). Default 3.","type":"integer","minimum":1,"maximum":10},"notificationTitle":{"title":"Notification title","description":"Title of every notification (后台提醒！).","$ref":"#/definitions/LocalizedText"}}};

function validate162(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema39.properties, key0))){
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
if(!pattern18.test(data1)){
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
if(!pattern18.test(data3)){
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
if(data.topicTemplate !== undefined){
let data4 = data.topicTemplate;
if(typeof data4 === "string"){
if(func4(data4) < 1){
const err10 = {instancePath:instancePath+"/topicTemplate",schemaPath:"#/properties/topicTemplate/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/topicTemplate",schemaPath:"#/properties/topicTemplate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.connectTimeoutMs !== undefined){
let data5 = data.connectTimeoutMs;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err12 = {instancePath:instancePath+"/connectTimeoutMs",schemaPath:"#/properties/connectTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 100 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/connectTimeoutMs",schemaPath:"#/properties/connectTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
if(data.keepaliveSeconds !== undefined){
let data6 = data.keepaliveSeconds;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err14 = {instancePath:instancePath+"/keepaliveSeconds",schemaPath:"#/properties/keepaliveSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/keepaliveSeconds",schemaPath:"#/properties/keepaliveSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.protocolVersion !== undefined){
let data7 = data.protocolVersion;
if(!((data7 === 3) || (data7 === 4))){
const err16 = {instancePath:instancePath+"/protocolVersion",schemaPath:"#/properties/protocolVersion/enum",keyword:"enum",params:{allowedValues: schema39.properties.protocolVersion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.toastLimit !== undefined){
let data8 = data.toastLimit;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err17 = {instancePath:instancePath+"/toastLimit",schemaPath:"#/properties/toastLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 10 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/toastLimit",schemaPath:"#/properties/toastLimit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/toastLimit",schemaPath:"#/properties/toastLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.notificationTitle !== undefined){
if(!(validate97(data.notificationTitle, {instancePath:instancePath+"/notificationTitle",parentData:data,parentDataProperty:"notificationTitle",rootData}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate162.errors = vErrors;
return errors === 0;
}


function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://srm-portal.example/schema/layout.partial.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema23.properties, key0))){
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
if(!(validate94(data.app, {instancePath:instancePath+"/app",parentData:data,parentDataProperty:"app",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.routes !== undefined){
let data2 = data.routes;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs7 = errors;
if(!(validate105(key1, {instancePath:instancePath+"/routes",parentData:data2,parentDataProperty:"routes",rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
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
if(!(validate107(data2[key2], {instancePath:instancePath+"/routes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key2,rootData}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
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
if(!(validate105(key3, {instancePath:instancePath+"/menuRules",parentData:data4,parentDataProperty:"menuRules",rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
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
if(!(validate116(data4[key4], {instancePath:instancePath+"/menuRules/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key4,rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
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
if(!(validate105(key5, {instancePath:instancePath+"/tabGroups",parentData:data6,parentDataProperty:"tabGroups",rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
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
if(!(validate120(data6[key6], {instancePath:instancePath+"/tabGroups/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key6,rootData}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
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
if(!(validate105(key7, {instancePath:instancePath+"/topBar",parentData:data8,parentDataProperty:"topBar",rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
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
if(!(validate127(data8[key8], {instancePath:instancePath+"/topBar/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key8,rootData}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
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
if(!(validate105(key9, {instancePath:instancePath+"/indexBlocks",parentData:data10,parentDataProperty:"indexBlocks",rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
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
if(!(validate142(data10[key10], {instancePath:instancePath+"/indexBlocks/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data10,parentDataProperty:key10,rootData}))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
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
if(!(validate147(data.loginPage, {instancePath:instancePath+"/loginPage",parentData:data,parentDataProperty:"loginPage",rootData}))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
}
if(data.auditLinks !== undefined){
let data13 = data.auditLinks;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key11 in data13){
const _errs33 = errors;
if(!(validate105(key11, {instancePath:instancePath+"/auditLinks",parentData:data13,parentDataProperty:"auditLinks",rootData}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
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
if(!(validate152(data13[key12], {instancePath:instancePath+"/auditLinks/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data13,parentDataProperty:key12,rootData}))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
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
if(!(validate156(data.frames, {instancePath:instancePath+"/frames",parentData:data,parentDataProperty:"frames",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
}
if(data.push !== undefined){
if(!(validate162(data.push, {instancePath:instancePath+"/push",parentData:data,parentDataProperty:"push",rootData}))){
vErrors = vErrors === null ? validate162.errors : vErrors.concat(validate162.errors);
errors = vErrors.length;
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
validate93.errors = vErrors;
return errors === 0;
}

