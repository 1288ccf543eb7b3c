// Development only: Vite injects every component stylesheet, since static pages load no
// block code that would otherwise bring its styles. Production links each block's CSS file.
// The eager glob becomes one import per stylesheet; nothing reads its result.
import.meta.glob(['../../blocks/**/*.css', '../shell/**/*.css'], { eager: true });
