import type { ImageBlockContent } from '@/lib/blog/blocks/image';
import { safeHttpUrl } from '@/lib/blog/safe-url';
import { BlogImage } from '../blog-image';
import { boxAlign } from './alignment';
import type { FieldLang } from './registry';

const widths: Record<ImageBlockContent['width'], { box: string; sizes: string }> = {
  small: { box: 'max-w-xs', sizes: '320px' },
  medium: { box: 'max-w-md', sizes: '(max-width: 480px) 100vw, 448px' },
  large: { box: 'max-w-2xl', sizes: '(max-width: 700px) 100vw, 672px' },
  full: { box: 'w-full', sizes: '(max-width: 800px) 100vw, 768px' },
};

export function ImageBlock({ content, fieldLang }: { content: ImageBlockContent; fieldLang?: FieldLang }) {
  const width = widths[content.width];
  const url = safeHttpUrl(content.url);
  if (!url) return null; // SPEC: an image only with a url; only http(s) URLs are shown
  return (
    <figure
      data-block="image"
      data-width={content.width}
      data-align={content.alignment}
      className={`${width.box} ${boxAlign[content.alignment]}`}
    >
      {fieldLang?.alt ? (
        <div lang={fieldLang.alt}>
          <BlogImage src={url} alt={content.alt} sizes={width.sizes} className="h-auto w-full rounded-xl" />
        </div>
      ) : (
        <BlogImage src={url} alt={content.alt} sizes={width.sizes} className="h-auto w-full rounded-xl" />
      )}
      {content.caption.trim() !== '' && (
        <figcaption lang={fieldLang?.caption} className="mt-2 text-center text-sm text-slate-600">
          {content.caption}
        </figcaption>
      )}
    </figure>
  );
}
