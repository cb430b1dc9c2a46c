import { ccjGuide, guidePath } from '@/content/guides';
import { metadataFor } from '@/lib/seo';
import { ArticleView } from '@/components/blog/article-view';

/** Issue 26: the guide to County Court judgments, on its own route (the blog keeps spec 9's seven articles). */
const PATH = guidePath(ccjGuide);
export const metadata = metadataFor(PATH, { publishedTime: ccjGuide.date, modifiedTime: ccjGuide.reviewed });

export default function CountyCourtJudgmentsPage() {
  return <ArticleView article={ccjGuide} path={PATH} kind="guide" />;
}
