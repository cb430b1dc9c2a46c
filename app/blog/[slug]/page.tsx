import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { articles, getArticle } from '@/content/blog';
import { metadataFor } from '@/lib/seo';
import { ArticleView } from '@/components/blog/article-view';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return articles.map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const article = getArticle(slug);
  if (!article) return {};
  return metadataFor(`/blog/${slug}`, { publishedTime: article.date, modifiedTime: article.reviewed });
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const article = getArticle(slug);
  if (!article) notFound();
  return <ArticleView article={article} path={`/blog/${article.slug}`} kind="article" />;
}
