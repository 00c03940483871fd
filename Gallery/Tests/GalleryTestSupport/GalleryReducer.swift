import GalleryModel
import GalleryRender
import Redux

/// The app's reducer as the Gallery builds it: titles measured with Pango, the real text engine.
public let galleryReducer: Reducer<AppState, AppAction> = appReducer(text: .pango)
