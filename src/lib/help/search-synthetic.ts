/**
 * A deterministic synthetic help centre of any size, as search documents, to measure the search at scale
 * (search-scale.test.ts, scripts/search-budget.test.ts). Node only: no page imports it.
 *
 * Bodies are made of the seed articles' own sentences (search-seed.ts), so the words, their mix of Chinese,
 * English and numbers and the lengths of the texts are those of real articles, with one of their nouns
 * often replaced by a term of the article's own folder, plus sentences built from frames around the
 * folder's terms. Every folder brings a product name and compound setting names of its own, so the
 * vocabulary grows with the help centre as a real one does. Titles, crumbs (section / group, two levels as
 * in the seed tree) and bodies vary; the same `count`, language and `seed` always give the same documents.
 */
import type { Language } from '../../i18n/languages';
import type { SearchDoc } from './search';
import { seedDocs } from './search-seed';
import { seededRandom, type SeededRandom } from '../seeded-random';

const random = (seed: number) => seededRandom(seed, 2.2);
type Random = SeededRandom;

const words = (s: string) => s.trim().split(/\s+/);

const VOCAB = {
  zh: {
    nouns: words(`配额 跳转 显示 引用 矩阵 评分 量表 排序 滑块 下拉 多选 单选 上传 文件 图片 视频 主题 标志 颜色 字体 布局 手机 预览
      发布 草稿 归档 复制 模板 题库 文件夹 标签 筛选 对比 交叉 分析 加权 导出 表格 图表 饼图 趋势 基准 得分 平均值 样本 定向 地区
      城市 年龄 性别 收入 学历 职业 行业 发票 付款 优惠券 退款 订单 版本 企业 团队 成员 角色 权限 管理员 部门 审计 日志 安全 隐私
      加密 备份 删除 授权 链接 代码 嵌入 网站 微信 公众号 小程序 红包 激励 奖励 抽奖 积分 提醒 邮件 短信 通知 接口 令牌 密钥 集成
      同步 导入 联系人 分组 邀请 匿名 登录 密码 验证码 设备 重复 限制 定时 截止 时区 语言 翻译 变量 隐藏 字段 参数 结束页 欢迎语
      进度条 分页 随机 循环 满意度 忠诚度 员工 课程 考试 测评 证书 签到 报名 活动 预约 表单 签名 地址 电话 日期 校验 必答 格式
      字数 提示语 说明 备注 评论 审核 审批 流程 协作 分享 下载 打印 仪表盘 组件 实时 预警 阈值 异常 清洗 作答时长 甄别 陷阱题`),
    verbs: words(`设置 配置 使用 开启 关闭 管理 编辑 创建 添加 移除 导出 导入 分享 查看 限制 自定义 排查 了解 对比 筛选 批量修改 恢复`),
    titles: ['{v}{t}', '如何{v}{t}', '{n}中的{t}', '{t}常见问题', '{v}{n}的{t}', '{t}与{u}', '{n}：{v}{t}', '为什么无法{v}{t}'],
    frames: [
      '要{v}{t}，请打开{n}并选择{u}。',
      '{n}中的{t}设置对问卷里的每一个{u}都生效。',
      '关闭{u}后，{n}会保留你上次保存的{t}。',
      '你可以把{t}与{u}结合起来，找到需要的受访者。',
      '企业版的管理员可以在{n}中为每个部门{v}{t}。',
      '{t}的修改会在受访者下次打开链接时生效。',
      '当{u}与{t}冲突时，{n}按列表中的顺序处理。',
      '提示：发布前先{v}{t}，因为发布后无法修改{u}。',
      '如果提示错误代码 {code}，请检查{t}是否已在{n}中开启。',
      '从 {ver} 版起，{n}支持{v}{t}，最多 {num} 个{u}。',
    ],
    nameChars: words(
      `云 星 帆 启 明 灵 速 联 智 汇 海 山 川 拓 晴 朗 易 信 衡 策 锐 达 峰 远 景 航 新 源 光 迅 博 众 卓 越 和 安 宁 泰 嘉 华`,
    ),
    names: ['{a}{b}{c}', '{a}{b}助手', '{a}{b}中心', '{a}{b}{c}平台'],
    sentenceEnd: /(?<=[。！？；])/,
    joiner: '',
  },
  en: {
    nouns: words(`quota logic skip display matrix rating scale ranking slider dropdown checkbox upload file image video theme logo
      colour font layout mobile preview publish draft archive copy template library folder tag label filter comparison
      tabulation weighting export spreadsheet chart table trend benchmark score average median sample panel targeting region
      city province age gender income education occupation industry invoice payment coupon refund order plan enterprise team
      member role permission admin division audit log security privacy encryption backup retention deletion consent cookie
      link code embed website wechat program incentive reward lottery points voucher reminder email notification webhook
      token key integration sync import contacts group segment invitation login password verification captcha device duplicate
      limit schedule deadline timezone language translation variable field parameter redirect screen welcome progress section
      block loop attribute satisfaction loyalty churn employee engagement course evaluation exam quiz certificate attendance
      registration event booking form signature address phone date validation pattern message character comment review
      approval workflow collaborator dashboard widget alert threshold anomaly cleaning speeding attention trap fraud`),
    verbs: [
      'set up',
      'configure',
      'use',
      'turn on',
      'turn off',
      'manage',
      'edit',
      'create',
      'add',
      'remove',
      'export',
      'import',
      'share',
      'review',
      'schedule',
      'limit',
      'customise',
      'troubleshoot',
      'compare',
      'filter',
      'restore',
      'rename',
    ],
    titles: [
      '{V} {t}',
      'How to {v} {t}',
      '{t} in {n}',
      '{T}: frequently asked questions',
      '{V} {t} for {n}',
      '{T} and {u}',
      "Why can't I {v} {t}?",
      '{n}: {v} {t}',
    ],
    frames: [
      'To {v} {t}, open {n} and choose {u}.',
      'The {t} setting in {n} applies to every {u} in the survey.',
      'If {u} is turned off, {n} keeps the {t} you saved last time.',
      'You can combine {t} with {u} to reach the respondents you need.',
      'Admins of an Enterprise account can {v} {t} for each division from {n}.',
      'Changes to {t} take effect the next time a respondent opens the link.',
      'When {u} and {t} disagree, {n} follows the order shown in the list.',
      'Tip: {v} {t} before you publish, because {u} cannot change afterwards.',
      'If you see error code {code}, check that {t} is turned on in {n}.',
      'Since version {ver}, {n} can {v} {t} for up to {num} {u} items.',
    ],
    syllables: words(`ka lo mi ra ven tor sel dra qui nex pol zen bri cam fli gor hal jun kel mor nal pra ros tal vir wen yar zol`),
    names: ['{A}', '{A} Studio', '{A} Hub', '{A} {B}'],
    sentenceEnd: /(?<=[.!?])\s+(?=[A-Z0-9])/,
    joiner: ' ',
  },
};

/** A folder's own words: a product name and setting names made of two nouns. */
interface Topic {
  name: string;
  terms: string[];
}

function topic(rnd: Random, lang: Language): Topic {
  if (lang === 'zh') {
    const v = VOCAB.zh;
    const name = rnd
      .pick(v.names)
      .replace('{a}', rnd.pick(v.nameChars))
      .replace('{b}', rnd.pick(v.nameChars))
      .replace('{c}', rnd.pick(v.nameChars));
    const compound = () => rnd.zipf(v.nouns) + rnd.pick(v.nouns);
    return { name, terms: [compound(), compound(), compound(), rnd.zipf(v.nouns)] };
  }
  const v = VOCAB.en;
  const word = () => {
    const w = rnd.pick(v.syllables) + rnd.pick(v.syllables) + (rnd.next() < 0.5 ? rnd.pick(v.syllables) : '');
    return w[0]!.toUpperCase() + w.slice(1);
  };
  const name = rnd.pick(v.names).replace('{A}', word()).replace('{B}', word());
  const compound = () => `${rnd.zipf(v.nouns)} ${rnd.pick(v.nouns)}`;
  return { name, terms: [compound(), compound(), compound(), rnd.zipf(v.nouns)] };
}

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function fill(rnd: Random, lang: Language, pattern: string, own: Topic, term: string): string {
  const v = VOCAB[lang];
  return pattern
    .replace(/\{V\}/g, () => capital(rnd.pick(v.verbs)))
    .replace(/\{v\}/g, () => rnd.pick(v.verbs))
    .replace(/\{T\}/g, () => capital(term))
    .replace(/\{t\}/g, () => term)
    .replace(/\{n\}/g, () => own.name)
    .replace(/\{u\}/g, () => rnd.zipf(v.nouns))
    .replace(/\{code\}/g, () => `E${rnd.int(1000, 9999)}`)
    .replace(/\{ver\}/g, () => `${rnd.int(2, 9)}.${rnd.int(0, 20)}`)
    .replace(/\{num\}/g, () => String(rnd.pick([3, 5, 10, 20, 50, 100, 200, 500, 1000])));
}

const sentencesOf = new Map<Language, string[]>();

/** The seed articles' sentences (at least a few characters long). */
function seedSentences(lang: Language): string[] {
  if (!sentencesOf.has(lang)) {
    const all = seedDocs(lang).flatMap((d) => d.text.split(VOCAB[lang].sentenceEnd).map((s) => s.trim()));
    sentencesOf.set(
      lang,
      all.filter((s) => s.length >= 6),
    );
  }
  return sentencesOf.get(lang)!;
}

/** A seed sentence with, now and then, one of the vocabulary's nouns in it replaced by one of the folder's terms. */
function seedSentence(rnd: Random, lang: Language, own: Topic): string {
  const s = rnd.pick(seedSentences(lang));
  if (rnd.next() < 0.5) return s;
  const noun = VOCAB[lang].nouns.find((n) => s.includes(n));
  return noun ? s.replace(noun, rnd.pick(own.terms)) : s;
}

/**
 * `count` help articles in `lang`, in menu order: sections of 6 to 10 groups, each group's articles under
 * 'section / group' crumbs, ids from 100001 on.
 */
export function syntheticHelpDocs(count: number, lang: Language, seed = 1): SearchDoc[] {
  const rnd = random(seed * 7919 + (lang === 'zh' ? 2 : 1));
  const v = VOCAB[lang];
  const docs: SearchDoc[] = [];
  let section = topic(rnd, lang);
  let groupsLeft = rnd.int(6, 10);
  while (docs.length < count) {
    if (groupsLeft-- === 0) {
      section = topic(rnd, lang);
      groupsLeft = rnd.int(6, 10);
    }
    const group = topic(rnd, lang);
    const crumbs = `${section.name} / ${group.name}`;
    const size = rnd.int(3, 15);
    for (let i = 0; i < size && docs.length < count; i += 1) {
      const term = rnd.pick(group.terms);
      const title = fill(rnd, lang, rnd.pick(v.titles), group, term);
      const sentences: string[] = [];
      const n = lang === 'zh' ? rnd.int(12, 60) : rnd.int(10, 45);
      for (let j = 0; j < n; j += 1) {
        sentences.push(
          rnd.next() < 0.7 ? seedSentence(rnd, lang, group) : fill(rnd, lang, rnd.pick(v.frames), group, rnd.pick(group.terms)),
        );
      }
      docs.push({ id: 100001 + docs.length, title, crumbs, text: sentences.join(v.joiner) });
    }
  }
  return docs;
}
