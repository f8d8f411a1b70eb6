/**
 * Words and sentence patterns of the help-centre generator (scripts/content-generate.ts), in both
 * languages. Taken from the survey platform's own domain (the seed articles' features, menus and buttons),
 * so generated articles share the seed's vocabulary and cluster by topic the way a real help centre does:
 * the search index and "related articles" then see realistic term frequencies, not random words.
 */

/** A phrase in both languages. */
export type Pair = readonly [zh: string, en: string];

/** A topic: a sub-folder's name and the features its articles are about. */
export interface Topic {
  name: Pair;
  features: readonly Pair[];
}

/**
 * Topics, in the order the seed's sub-folders use them (seed folder id → topic index in SEED_TOPIC);
 * new sub-folders take them in turn.
 */
export const TOPICS: readonly Topic[] = [
  {
    name: ['账号与登录', 'Account and sign-in'],
    features: [
      ['微信登录', 'WeChat sign-in'],
      ['登录密码', 'sign-in passwords'],
      ['双因素验证', 'two-factor verification'],
      ['单点登录', 'single sign-on'],
      ['手机号绑定', 'phone number binding'],
    ],
  },
  {
    name: ['创建问卷', 'Creating surveys'],
    features: [
      ['问卷模板', 'survey templates'],
      ['文本导入', 'text import'],
      ['问卷复制', 'survey duplication'],
      ['问卷预览', 'survey preview'],
      ['问卷文件夹', 'survey folders'],
    ],
  },
  {
    name: ['题型', 'Question types'],
    features: [
      ['矩阵量表题', 'matrix scale questions'],
      ['评分题', 'rating questions'],
      ['排序题', 'ranking questions'],
      ['NPS 题', 'NPS questions'],
      ['文件上传题', 'file-upload questions'],
      ['滑动条题', 'slider questions'],
    ],
  },
  {
    name: ['逻辑', 'Logic'],
    features: [
      ['跳转逻辑', 'skip logic'],
      ['显示逻辑', 'display logic'],
      ['选项引用', 'carry-forward'],
      ['配额控制', 'quota control'],
      ['选项随机', 'choice randomization'],
      ['甄别题', 'screening questions'],
    ],
  },
  {
    name: ['外观与答题模式', 'Look and answer mode'],
    features: [
      ['问卷主题', 'survey themes'],
      ['对话式答题', 'conversational mode'],
      ['多语言问卷', 'multilingual surveys'],
      ['进度条', 'progress bars'],
      ['页眉图片', 'header images'],
    ],
  },
  {
    name: ['分发', 'Distribution'],
    features: [
      ['二维码分享', 'QR code sharing'],
      ['网站嵌入', 'website embeds'],
      ['邮件邀请', 'email invitations'],
      ['短信邀请', 'SMS invitations'],
      ['微信红包', 'WeChat red packets'],
      ['分享海报', 'share posters'],
    ],
  },
  {
    name: ['样本服务', 'Panels and samples'],
    features: [
      ['官方样本', 'official samples'],
      ['定向标签', 'targeting labels'],
      ['境外样本', 'overseas panels'],
      ['样本优惠券', 'sample coupons'],
      ['发生率', 'incidence rates'],
    ],
  },
  {
    name: ['报告', 'Reports'],
    features: [
      ['统计报告', 'the overview report'],
      ['交叉分析', 'cross-tabulation'],
      ['加权', 'weighting'],
      ['答卷筛选', 'response filters'],
      ['图表样式', 'chart styles'],
      ['报告分享', 'report sharing'],
    ],
  },
  {
    name: ['导出', 'Export'],
    features: [
      ['Excel 导出', 'Excel export'],
      ['SPSS 导出', 'SPSS export'],
      ['R 脚本导出', 'R script export'],
      ['附件下载', 'attachment downloads'],
      ['定时导出', 'scheduled exports'],
    ],
  },
  {
    name: ['套餐与发票', 'Plans and invoices'],
    features: [
      ['企业版', 'the Enterprise plan'],
      ['团队版', 'the Team plan'],
      ['电子发票', 'e-invoices'],
      ['对公转账', 'bank transfers'],
      ['套餐续费', 'plan renewals'],
    ],
  },
  {
    name: ['安全与协作', 'Security and collaboration'],
    features: [
      ['数据安全', 'data security'],
      ['角色权限', 'roles and permissions'],
      ['操作日志', 'the audit log'],
      ['团队协作', 'team collaboration'],
      ['数据保留期限', 'data retention'],
    ],
  },
  {
    name: ['回收设置', 'Collection settings'],
    features: [
      ['截止时间', 'close dates'],
      ['答卷上限', 'response limits'],
      ['IP 限制', 'IP limits'],
      ['设备限制', 'device limits'],
      ['答题密码', 'survey passwords'],
    ],
  },
  {
    name: ['数据清洗', 'Data cleaning'],
    features: [
      ['无效答卷', 'invalid responses'],
      ['答题时长', 'response times'],
      ['陷阱题', 'attention checks'],
      ['重复答卷', 'duplicate responses'],
      ['答卷编号', 'response IDs'],
    ],
  },
  {
    name: ['考试与测评', 'Exams and assessments'],
    features: [
      ['考试模式', 'exam mode'],
      ['自动评分', 'automatic scoring'],
      ['题库', 'question banks'],
      ['成绩单', 'score reports'],
      ['防作弊', 'anti-cheating'],
    ],
  },
  {
    name: ['投票与报名', 'Polls and registration'],
    features: [
      ['投票', 'polls'],
      ['报名表', 'registration forms'],
      ['名额限制', 'place limits'],
      ['签到', 'check-in'],
      ['支付收款', 'payments'],
    ],
  },
  {
    name: ['满意度调查', 'Satisfaction surveys'],
    features: [
      ['客户满意度', 'customer satisfaction'],
      ['员工满意度', 'employee satisfaction'],
      ['净推荐值', 'net promoter score'],
      ['满意度驱动分析', 'key driver analysis'],
    ],
  },
  {
    name: ['360 度评估', '360-degree feedback'],
    features: [
      ['评估关系', 'rater relationships'],
      ['评估问卷', 'assessment questionnaires'],
      ['个人报告', 'individual reports'],
      ['匿名设置', 'anonymity settings'],
    ],
  },
  {
    name: ['集成与 API', 'Integrations and API'],
    features: [
      ['开放 API', 'the open API'],
      ['Webhook 推送', 'webhooks'],
      ['企业微信集成', 'WeCom integration'],
      ['钉钉集成', 'DingTalk integration'],
      ['飞书集成', 'Feishu integration'],
      ['URL 参数', 'URL parameters'],
    ],
  },
  {
    name: ['移动端', 'Mobile'],
    features: [
      ['手机端编辑', 'editing on a phone'],
      ['小程序答题', 'mini-program answering'],
      ['离线收集', 'offline collection'],
      ['消息通知', 'notifications'],
    ],
  },
  {
    name: ['企业管理', 'Enterprise administration'],
    features: [
      ['部门管理', 'divisions'],
      ['成员导入', 'member import'],
      ['权限上限', 'permission caps'],
      ['品牌定制', 'custom branding'],
      ['自定义域名', 'custom domains'],
    ],
  },
  {
    name: ['市场研究方法', 'Research methods'],
    features: [
      ['联合分析', 'conjoint analysis'],
      ['MaxDiff', 'MaxDiff'],
      ['价格敏感度测试', 'price sensitivity tests'],
      ['概念测试', 'concept tests'],
      ['A/B 测试', 'A/B tests'],
    ],
  },
  {
    name: ['高级分析', 'Advanced analysis'],
    features: [
      ['相关分析', 'correlation analysis'],
      ['回归分析', 'regression'],
      ['因子分析', 'factor analysis'],
      ['聚类分析', 'cluster analysis'],
      ['文本分析', 'text analysis'],
    ],
  },
  {
    name: ['高校科研', 'Academic research'],
    features: [
      ['伦理审查说明', 'ethics statements'],
      ['知情同意', 'informed consent'],
      ['被试费发放', 'participant payments'],
      ['学生认证', 'student verification'],
    ],
  },
  {
    name: ['AI 助手', 'AI assistant'],
    features: [
      ['AI 生成问卷', 'AI survey drafting'],
      ['AI 追问', 'AI probing'],
      ['AI 报告解读', 'AI report summaries'],
      ['开放题编码', 'open-answer coding'],
    ],
  },
  {
    name: ['通知与提醒', 'Notifications and reminders'],
    features: [
      ['新答卷提醒', 'new-response alerts'],
      ['邮件提醒', 'email reminders'],
      ['配额提醒', 'quota alerts'],
      ['周报推送', 'weekly digests'],
    ],
  },
  {
    name: ['账号设置', 'Account settings'],
    features: [
      ['个人资料', 'your profile'],
      ['账号注销', 'account deletion'],
      ['登录设备', 'signed-in devices'],
      ['消息订阅', 'message subscriptions'],
    ],
  },
];

/** The seed's sub-folders (content/help/tree.json), each with the topic its new articles take. */
export const SEED_TOPIC: Readonly<Record<number, number>> = {
  11: 0,
  12: 1,
  21: 2,
  22: 3,
  23: 4,
  31: 5,
  32: 6,
  41: 7,
  42: 8,
  51: 9,
  52: 10,
};

/** Top sections added after the seed's five. */
export const SECTIONS: readonly Pair[] = [
  ['集成与开发', 'Integrations and development'],
  ['企业与团队', 'Enterprise and teams'],
  ['研究方法', 'Research methods'],
  ['考试、投票与报名', 'Exams, polls and registration'],
  ['数据质量', 'Data quality'],
  ['移动与小程序', 'Mobile and mini-programs'],
  ['高校与科研', 'Universities and research'],
  ['AI 功能', 'AI features'],
  ['满意度与体验管理', 'Satisfaction and experience'],
  ['人力资源调查', 'HR surveys'],
  ['通知与自动化', 'Notifications and automation'],
  ['发票与付款', 'Invoices and payment'],
  ['隐私与合规', 'Privacy and compliance'],
  ['账号管理', 'Account management'],
  ['行业方案', 'Industry solutions'],
  ['活动与营销', 'Events and marketing'],
  ['产品更新', 'Product updates'],
  ['故障排查', 'Troubleshooting'],
  ['迁移与导入', 'Migration and import'],
  ['开发者文档', 'Developer documentation'],
];

/** Sub-folder names when a topic comes round again: `{t}` is the topic's name. */
export const FOLDER_VARIANTS: readonly Pair[] = [
  ['{t}', '{t}'],
  ['{t}进阶', '{t}: advanced'],
  ['{t}常见问题', '{t}: FAQ'],
  ['{t}（企业版）', '{t} (Enterprise)'],
  ['手机端{t}', '{t} on mobile'],
  ['管理员的{t}', '{t} for admins'],
  ['{t}示例', '{t}: examples'],
  ['{t}故障排查', '{t}: troubleshooting'],
];

/** Article titles: `{f}` the feature, `{g}` another feature of the topic, `{c}` a context. */
export const TITLES: readonly Pair[] = [
  ['设置{f}', 'Set up {f}'],
  ['{f}常见问题', '{F}: common questions'],
  ['在{c}中使用{f}', 'Use {f} in {c}'],
  ['{f}的权限与限制', 'Permissions and limits of {f}'],
  ['{f}入门', 'Getting started with {f}'],
  ['{f}故障排查', 'Troubleshooting {f}'],
  ['批量管理{f}', 'Manage {f} in bulk'],
  ['{f}与{g}的区别', 'How {f} differs from {g}'],
  ['为{c}配置{f}', 'Configure {f} for {c}'],
  ['{f}的最佳实践', 'Best practices for {f}'],
  ['关闭或删除{f}', 'Turn off or remove {f}'],
  ['{f}数据说明', 'Reading {f} data'],
  ['同时使用{f}和{g}', 'Combine {f} with {g}'],
  ['{f}收费说明', 'What {f} costs'],
  ['{f}的更新记录', 'What changed in {f}'],
];

/** Where a feature is used. */
export const CONTEXTS: readonly Pair[] = [
  ['企业版', 'the Enterprise plan'],
  ['手机端', 'the mobile app'],
  ['团队项目', 'team projects'],
  ['考试问卷', 'exam surveys'],
  ['满意度调查', 'satisfaction surveys'],
  ['官方样本项目', 'panel projects'],
  ['微信公众号', 'WeChat official accounts'],
  ['多语言问卷', 'multilingual surveys'],
  ['长期追踪调查', 'tracking studies'],
  ['高校科研项目', 'academic studies'],
  ['活动报名', 'event registration'],
  ['员工调研', 'employee surveys'],
];

export const BENEFITS: readonly Pair[] = [
  ['更快地收集有效答卷', 'collect valid responses faster'],
  ['减少无效答卷', 'cut down invalid responses'],
  ['让团队成员分工协作', 'let your team share the work'],
  ['控制样本结构', 'keep your sample in shape'],
  ['把数据整理成可以直接汇报的结果', 'turn data into results you can present'],
  ['让受访者的答题体验更顺畅', 'give respondents a smoother experience'],
  ['保护受访者的个人信息', "protect respondents' personal data"],
  ['减少重复的手工操作', 'avoid repetitive manual work'],
];

export const MENUS: readonly Pair[] = [
  ['设置', 'Settings'],
  ['分析', 'Analysis'],
  ['发布', 'Publish'],
  ['逻辑', 'Logic'],
  ['外观', 'Look & feel'],
  ['高级设置', 'Advanced settings'],
  ['团队', 'Team'],
  ['账号中心', 'Account centre'],
  ['数据', 'Data'],
  ['回收', 'Collect'],
];

export const BUTTONS: readonly Pair[] = [
  ['新建', 'New'],
  ['添加规则', 'Add rule'],
  ['保存', 'Save'],
  ['立即生效', 'Apply now'],
  ['批量操作', 'Bulk actions'],
  ['导入', 'Import'],
  ['更多', 'More'],
  ['确定', 'OK'],
];

export const FIELDS: readonly Pair[] = [
  ['名称', 'name'],
  ['说明文字', 'description'],
  ['提示语', 'message'],
  ['备注', 'note'],
  ['标签', 'label'],
];

/** Sentences of an article's opening: `{f}` feature, `{b}` benefit, `{c}` context. */
export const INTROS: readonly Pair[] = [
  [
    '{f}可以帮助你{b}。本文说明如何在{c}中使用{f}，以及使用前需要了解的限制。',
    '{F} helps you {b}. This article shows how to use {f} in {c}, and the limits to know first.',
  ],
  [
    '开启{f}后，你可以{b}。下面按步骤介绍设置方法，并列出常见问题。',
    'With {f} turned on, you can {b}. The steps are below, followed by common questions.',
  ],
  [
    '很多用户在{c}中第一次接触{f}。本文从最常见的用法讲起。',
    'Many people first meet {f} in {c}. This article starts with the most common use.',
  ],
  ['{f}是问途问卷中使用最多的功能之一，目的是{b}。', '{F} is one of the most used features in Askora; its purpose is to {b}.'],
];

export const STEPS: readonly Pair[] = [
  ['打开问卷，进入**{m}**页面。', 'Open the survey and go to **{m}**.'],
  ['点击**{k}**。', 'Click **{k}**.'],
  ['在弹出的窗口中选择**{f}**。', 'In the dialog, choose **{f}**.'],
  ['填写{d}，最多 {n} 个字符。', 'Enter the {d} (up to {n} characters).'],
  ['选择要应用的题目或页面，可以多选。', 'Pick the questions or pages it applies to; you can pick several.'],
  [
    '点击**保存**，设置立即生效，已收集的答卷不受影响。',
    'Click **Save**. The setting applies at once; responses already collected are not affected.',
  ],
  ['用手机扫码预览，确认{f}按预期工作。', 'Preview on your phone to check that {f} works as expected.'],
];

/** Section headings, by what the section holds. */
export const HEADINGS: Readonly<Record<'steps' | 'table' | 'tip' | 'seed' | 'code' | 'faq', readonly Pair[]>> = {
  steps: [
    ['设置步骤', 'Steps'],
    ['在{c}中使用', 'In {c}'],
    ['与{g}一起使用', 'With {g}'],
    ['开启{f}', 'Turn on {f}'],
  ],
  table: [
    ['使用限制', 'Limits'],
    ['{f}如何计算', 'How {f} is counted'],
    ['各版本的区别', 'By plan'],
  ],
  tip: [
    ['注意事项', 'Things to know'],
    ['使用建议', 'Suggestions'],
  ],
  seed: [
    ['示例', 'An example'],
    ['工作原理', 'How it works'],
    ['在{c}中使用', 'In {c}'],
    ['注意事项', 'Things to know'],
  ],
  code: [
    ['示例', 'An example'],
    ['通过 API 使用{f}', 'Use {f} through the API'],
  ],
  faq: [['常见问题', 'Common questions']],
};

/** Questions, each answered by the ANSWERS entry of the same index. */
export const FAQS: readonly Pair[] = [
  ['{f}对已收集的答卷有效吗？', 'Does {f} apply to responses already collected?'],
  ['为什么{f}没有生效？', "Why isn't {f} working?"],
  ['免费版可以使用{f}吗？', 'Can I use {f} on the free plan?'],
  ['{f}最多可以设置多少条？', 'How many {f} rules can a survey have?'],
  ['复制问卷时{f}会一起复制吗？', 'Is {f} copied with the survey?'],
];

/** The answer to each of FAQS, index for index. */
export const ANSWERS: readonly Pair[] = [
  [
    '不会。{f}只对设置保存之后提交的答卷生效；如需处理历史答卷，请在**分析**页使用答卷筛选。',
    'No. {F} applies to responses submitted after you save it; for earlier ones, use a response filter under **Analysis**.',
  ],
  [
    '请先确认问卷已重新发布：修改{f}后，正在答题的受访者需要刷新页面才能看到新设置。',
    'Check that the survey was published again: people already answering see the new {f} only after they reload the page.',
  ],
  [
    '免费版可以使用基础功能；{f}的高级选项需要企业版或团队版。',
    'The free plan includes the basics; the advanced options of {f} need the Enterprise or Team plan.',
  ],
  ['每份问卷最多 {n} 条，超过时请合并条件相同的规则。', 'Up to {n} per survey; merge rules with the same conditions when you need more.'],
  [
    '会。复制后的问卷保留全部{f}设置，题目编号变化时会自动更新引用。',
    'Yes. The copy keeps every {f} setting and updates references when question numbers change.',
  ],
];

export const TIPS: readonly Pair[] = [
  [
    '> **提示**：正式发布前，先用测试答卷检查一遍{f}，测试答卷可以在**数据**页一键清除。',
    '> **Tip:** Before you publish, check {f} with test responses; you can clear them under **Data** in one click.',
  ],
  [
    '> **注意**：{f}修改后立即生效，请避免在回收高峰期调整。',
    '> **Note:** Changes to {f} apply at once; avoid them while responses are pouring in.',
  ],
  [
    '> **提示**：企业版管理员可以在**团队**页为成员关闭{f}。',
    '> **Tip:** Enterprise admins can turn {f} off for members on the **Team** page.',
  ],
];

export const ALTS: readonly Pair[] = [
  ['{f}设置页面：左侧为选项列表，右侧为实时预览', 'The {f} settings: options on the left, a live preview on the right'],
  ['{f}对话框，显示名称、适用范围和生效时间', 'The {f} dialog, with its name, scope and start time'],
  ['{f}在手机端的显示效果', 'How {f} looks on a phone'],
  ['{f}的数据概览，包含数量、占比和趋势', 'The {f} overview: counts, shares and trend'],
];

/** Tables: a header row and the three columns' cells. `{n}`/`{p}` are a number and a percentage. */
export const TABLE_HEADERS: readonly Pair[] = [
  ['| 设置项 | 默认值 | 说明 |', '| Setting | Default | What it does |'],
  ['| 版本 | 上限 | 说明 |', '| Plan | Limit | Notes |'],
  ['| 指标 | 示例值 | 含义 |', '| Measure | Example | Meaning |'],
];

export const TABLE_ROWS: readonly Pair[] = [
  ['| {f} | 关闭 | 开启后对新答卷生效 |', '| {F} | Off | Applies to new responses once on |'],
  ['| 免费版 | {n} 条 | 可升级 |', '| Free | {n} | Upgrade for more |'],
  ['| 企业版 | 不限 | 含管理员控制 |', '| Enterprise | Unlimited | With admin controls |'],
  ['| 完成率 | {p} | 完成答卷 / 开始答题人数 |', '| Completion rate | {p} | Completed / started |'],
  ['| {g} | 开启 | 与{f}同时生效 |', '| {G} | On | Works together with {f} |'],
  ['| 平均时长 | {n} 秒 | 不含暂停时间 |', '| Average time | {n} s | Excludes pauses |'],
];

/** Code samples (the seed has embed snippets and R): `{id}` is the article's id, `{n}` a number. */
export const CODES: readonly string[] = [
  '```html\n<iframe src="https://wj.askora.example/s/{id}?embed=1"\n        width="100%" height="{n}" frameborder="0"></iframe>\n```',
  '```json\n{\n  "event": "response.created",\n  "surveyId": {id},\n  "responseId": {n},\n  "answers": [{ "q": "Q1", "value": 2 }]\n}\n```',
  '```r\nsource("survey-{id}.R")\nsummary(survey_data$Q{n})\n```',
  '```text\nhttps://wj.askora.example/s/{id}?channel=wechat&uid={n}\n```',
  '```python\nimport requests\nr = requests.get("https://api.askora.example/v1/surveys/{id}/responses", params={"page": {n}})\nprint(r.json()["total"])\n```',
];
