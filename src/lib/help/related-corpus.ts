/**
 * Help articles to test and measure related.ts with (tests and scripts/related-bench.ts only; no page
 * imports it): the seed content as the build feeds it, and a deterministic synthetic help centre of any size.
 */
import type { RelatedSource } from './related';
import { seedArticles } from './search-seed';
import { seededRandom, type SeededRandom } from '../seeded-random';

type Lang = 'zh' | 'en';

/**
 * The seed help articles in menu order, as plugins/gatsby-source-site-api/sources/help.ts passes them:
 * the body rendered as the API does, then its plain text (search-seed.ts).
 */
export function seedHelpArticles(lang: Lang, contentDir?: string): RelatedSource[] {
  return seedArticles(lang, contentDir).map(({ id, parentId, title, text }) => ({ id, parentId, title, text }));
}

// Synthetic help centre -------------------------------------------------------------------------------

const random = (seed: number) => seededRandom(seed, 2.5);
type Random = SeededRandom;

const words = (s: string) => s.trim().split(/\s+/);

const EN = {
  // Nouns in nearly every article: above related.ts's cut-off, so they never count.
  common: words(`survey surveys question questions answer answers response responses respondent respondents page
    settings account data report list menu button option options editor`),
  domain: words(`quota logic skip display carry forward matrix rating scale ranking slider dropdown checkbox radio
    upload file image video audio theme logo colour font layout mobile desktop tablet preview publish draft archive
    copy template library folder tag label filter compare cross tabulation weighting export excel spss csv chart
    table pie bar trend benchmark score average median percentile sample panel targeting region city province age
    gender income education occupation industry invoice payment coupon refund order plan enterprise team member
    role permission admin division audit log security privacy encryption backup retention deletion consent gdpr
    cookie link code embed website wechat official mini program red packet incentive reward lottery points voucher
    reminder email sms notification webhook api token key integration sync import contacts group segment invite
    anonymous login password verification captcha device duplicate limit schedule deadline timezone language
    translation multilingual piping variable hidden field url parameter redirect thank screen welcome progress
    bar section randomise order block loop attribute conjoint maxdiff nps csat ces satisfaction loyalty churn
    employee engagement pulse course evaluation exam quiz grading answer-key certificate attendance registration
    event booking form signature payment-field address phone number date time validation required pattern
    message character word count minimum maximum default placeholder instruction note comment review approval
    workflow collaborator share edit view download print pdf word powerpoint dashboard widget realtime refresh
    alert threshold anomaly cleaning speeding straight-lining attention check trap bot fraud ip geolocation`),
  verbs: [
    'Set up',
    'Configure',
    'Use',
    'Turn on',
    'Manage',
    'Edit',
    'Create',
    'Add',
    'Remove',
    'Export',
    'Import',
    'Share',
    'Review',
    'Schedule',
    'Limit',
    'Customise',
    'Troubleshoot',
    'Understand',
    'Compare',
    'Filter',
  ],
  frames: [
    'To {v} {t}, open {f} and choose {d}.',
    'The {t} setting in {f} applies to every {d} in the survey.',
    'If {d} is turned off, {f} keeps the {t} you saved last time.',
    'You can combine {t} with {d} and {d} to reach the respondents you need.',
    'Admins of an Enterprise account can {v} {t} for each division from {f}.',
    'Changes to {t} take effect the next time a respondent opens the link.',
    'See also {x}, which works with {d} in a similar way.',
    'When {d} and {t} disagree, {f} follows the order shown in the list.',
    'A report filtered by {d} counts only the answers that meet the {t} rule.',
    'Tip: {v} {t} before you publish, because {d} cannot change afterwards.',
  ],
};

const ZH = {
  // 几乎每篇都有的名词：超过 related.ts 的阈值，从不计分。
  common: words(`问卷 题目 答卷 页面 设置 账号 数据 报告 选项 按钮 菜单 列表 编辑器`),
  domain: words(`配额 跳转 显示 引用 矩阵 评分 量表 排序 滑块 下拉 多选 单选 上传 文件 图片 视频 音频 主题 标志 颜色 字体 布局 手机 电脑
    平板 预览 发布 草稿 归档 复制 模板 题库 文件夹 标签 筛选 对比 交叉 分析 加权 导出 表格 图表 饼图 柱状图 趋势 基准 得分 平均值
    中位数 样本 定向 地区 城市 省份 年龄 性别 收入 学历 职业 行业 发票 付款 优惠券 退款 订单 版本 企业 团队 成员 角色 权限 管理员
    部门 审计 日志 安全 隐私 加密 备份 保留 删除 授权 链接 代码 嵌入 网站 微信 公众号 小程序 红包 激励 奖励 抽奖 积分 代金券
    提醒 邮件 短信 通知 接口 令牌 密钥 集成 同步 导入 联系人 分组 邀请 匿名 登录 密码 验证码 设备 重复 限制 定时 截止 时区 语言
    翻译 多语言 变量 隐藏 字段 参数 跳转页 结束页 欢迎语 进度条 分页 随机 循环 联合分析 满意度 忠诚度 流失 员工 敬业度 课程 评估
    考试 测评 评分标准 证书 签到 报名 活动 预约 表单 签名 地址 电话 日期 时间 校验 必答 格式 字数 最少 最多 默认值 提示语 说明
    备注 评论 审核 审批 流程 协作 分享 编辑 查看 下载 打印 仪表盘 组件 实时 刷新 预警 阈值 异常 清洗 作答时长 甄别 陷阱题
    机器人 作弊 定位`),
  verbs: words(`设置 配置 使用 开启 管理 编辑 创建 添加 移除 导出 导入 分享 查看 定时 限制 自定义 排查 了解 对比 筛选`),
  frames: [
    '要{v}{t}，请打开{f}并选择{d}。',
    '{f}中的{t}设置对问卷里的每一个{d}都生效。',
    '关闭{d}后，{f}会保留你上次保存的{t}。',
    '你可以把{t}与{d}、{d}结合起来，找到需要的受访者。',
    '企业账号的管理员可以在{f}中为每个部门{v}{t}。',
    '{t}的修改会在受访者下次打开链接时生效。',
    '另请参阅{x}，它与{d}的用法类似。',
    '当{d}与{t}冲突时，{f}按列表中的顺序处理。',
    '按{d}筛选的报告只统计符合{t}规则的答卷。',
    '提示：发布前先{v}{t}，因为发布后无法修改{d}。',
  ],
  nameChars: words(
    `云 星 帆 启 明 灵 速 联 智 汇 海 山 川 拓 晴 朗 易 信 衡 策 锐 达 峰 远 景 航 新 源 光 迅 博 众 卓 越 和 安 宁 泰 嘉 华`,
  ),
};

const SYLLABLES = words(`ka lo mi ra ven tor sel dra qui nex pol zen bri cam fli gor hal jun kel mor nal pra ros tal vir wen yar zol`);

/** A folder's vocabulary: a product name and a few compound setting names that grow with the help centre. */
interface Topic {
  name: string;
  terms: string[];
}

function topic(rnd: Random, lang: Lang): Topic {
  if (lang === 'en') {
    const name = rnd.pick(SYLLABLES) + rnd.pick(SYLLABLES) + rnd.pick(SYLLABLES);
    const compound = () => `${rnd.pick(EN.domain)}-${rnd.pick(EN.domain)}`;
    return { name: name[0]!.toUpperCase() + name.slice(1), terms: [compound(), compound(), compound(), rnd.pick(EN.domain)] };
  }
  const name = rnd.pick(ZH.nameChars) + rnd.pick(ZH.nameChars) + rnd.pick(ZH.nameChars);
  const compound = () => rnd.pick(ZH.domain) + rnd.pick(ZH.domain);
  return { name, terms: [compound(), compound(), compound(), rnd.pick(ZH.domain)] };
}

function sentence(rnd: Random, lang: Lang, topics: Topic[], others: () => Topic): string {
  const vocab = lang === 'en' ? EN : ZH;
  const topicTerm = () => rnd.pick(rnd.pick(topics).terms);
  const fill = rnd
    .pick(vocab.frames)
    .replace(/\{v\}/g, () => rnd.pick(vocab.verbs).toLowerCase())
    .replace(/\{t\}/g, topicTerm)
    .replace(/\{f\}/g, () => (rnd.next() < 0.6 ? topics[0]!.name : rnd.zipf(vocab.common)))
    .replace(/\{d\}/g, () => (rnd.next() < 0.5 ? rnd.zipf(vocab.domain) : rnd.zipf(vocab.common)))
    .replace(/\{x\}/g, () => others().name);
  return fill;
}

/**
 * `count` help articles in one language, in menu order, in a three-level folder tree (sections of
 * groups of folders, 2 to 8 articles a folder, a few directly in a group). Titles and bodies mix the
 * words every article uses, a fixed domain vocabulary (Zipf-like) and each folder's, group's and
 * section's own product and setting names, with cross-references to other folders. Same `seed`, same
 * articles.
 */
export function syntheticHelpArticles(count: number, lang: Lang, seed = 1): RelatedSource[] {
  const rnd = random(seed * 7919 + (lang === 'en' ? 1 : 2));
  const vocab = lang === 'en' ? EN : ZH;
  const out: RelatedSource[] = [];
  const folders: Topic[] = [];
  let nextId = 1;
  let section: Topic | null = null;
  let group: Topic | null = null;
  let groupId = 0;
  let foldersInGroup = 0;
  let groupsInSection = 0;
  const article = (parentId: number, topics: Topic[]) => {
    const own = topics[0]!;
    const verb = rnd.pick(vocab.verbs);
    const t = rnd.pick(own.terms);
    const title =
      lang === 'en'
        ? `${verb} ${t.replace(/-/g, ' ')} ${rnd.pick(['in', 'with', 'for'])} ${own.name}${rnd.next() < 0.4 ? ` ${rnd.zipf(vocab.domain)}` : ''}`
        : `${rnd.next() < 0.5 ? verb : ''}${own.name}${t}${rnd.next() < 0.4 ? rnd.zipf(vocab.domain) : ''}`;
    const others = () => (folders.length > 1 && rnd.next() < 0.7 ? rnd.pick(folders) : own);
    const paragraphs: string[] = [];
    const sentences = lang === 'en' ? rnd.int(15, 55) : rnd.int(20, 70);
    for (let p = 0; p < sentences;) {
      const n = rnd.int(2, 6);
      const para: string[] = [];
      for (let i = 0; i < n && p < sentences; i += 1, p += 1) para.push(sentence(rnd, lang, topics, others));
      paragraphs.push(para.join(lang === 'en' ? ' ' : ''));
    }
    out.push({ id: nextId++, parentId, title, text: `${title} ${paragraphs.join(' ')}` });
  };
  while (out.length < count) {
    if (!section || groupsInSection >= 6) {
      section = topic(rnd, lang);
      nextId += 1; // the section folder's id
      groupsInSection = 0;
      group = null;
    }
    if (!group || foldersInGroup >= rnd.int(4, 8)) {
      group = topic(rnd, lang);
      groupId = nextId++;
      groupsInSection += 1;
      foldersInGroup = 0;
      // Now and then an article directly in the group, before its folders.
      if (rnd.next() < 0.3 && out.length < count) article(groupId, [group, section]);
    }
    const folder = topic(rnd, lang);
    folders.push(folder);
    const folderId = nextId++;
    foldersInGroup += 1;
    const size = rnd.int(2, 8);
    for (let i = 0; i < size && out.length < count; i += 1) article(folderId, [folder, group, section]);
  }
  return out;
}
