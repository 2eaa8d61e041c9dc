import Foundation

extension Feed {
  /// Every URL the decoder kept as checked text (``StoredURL``): the story groups' icons and
  /// covers, the stories' media, actions and products, and the widgets' actions, products and
  /// videos. The feed fuzz target and the tests check that each makes the `URL` it stands for.
  var storedURLs: [StoredURL] {
    var urls: [StoredURL] = []
    func add(_ action: ContentAction?) { if let action { urls.append(action.storedURL) } }
    func add(_ products: [Product]) {
      for product in products { urls += [product.storedImageURL, product.storedURL].compactMap { $0 } }
    }
    func add(_ video: VideoMedia) {
      urls += [video.storedURL, video.storedPosterURL, video.storedCaptionsURL].compactMap { $0 }
    }
    func add(_ layers: [ContentLayer]) {
      for layer in layers {
        switch layer.kind {
        case .button(let button): add(button.action)
        case .swipeUp(_, let action): add(action)
        default: break
        }
      }
    }
    for group in storyGroups {
      urls += [group.storedIconURL, group.storedCoverURL].compactMap { $0 }
      urls += group.storedThematicIconURLs.values
      for story in group.stories {
        switch story.media {
        case .image(let image): urls.append(image.storedURL)
        case .video(let video): add(video)
        }
        add(story.action)
        add(story.products)
        add(story.layers)
      }
    }
    for banner in banners { add(banner.action) }
    for card in swipeCards {
      add(card.action)
      add(card.product.map { [$0] } ?? [])
    }
    if let canvas {
      add(canvas.layers)
      add(canvas.products)
    }
    for item in videoFeed {
      add(item.video)
      add(item.action)
      add(item.products)
    }
    return urls
  }
}
