import Foundation

extension FeedReader {
  /// An `imageQuiz` layer: the question, 2–4 picture options (`url`, optional `label`) and the
  /// index of the right one; any bad value drops the layer with a diagnostic at its path.
  func readImageQuiz(_ layer: ObjectReader) -> ContentLayer.Kind? {
    let question = layer.text("question", required: true, allowEmpty: false)
    let options = layer.required("options", readImageQuizOptions)
    let correctIndex = layer.integer("correctIndex", in: .nonNegative, required: true)
    guard let question, let options, let correctIndex,
      isAnswerIndex(correctIndex, of: options.count, in: layer)
    else { return nil }
    return .imageQuiz(ImageQuizLayer(question: question, options: options, correctIndex: correctIndex))
  }

  private func readImageQuizOptions(_ value: JSONNode, at path: JSONPath) -> [ImageQuizLayer.Option]? {
    guard let elements = readArray(value, at: path, itemName: "picture options") else { return nil }
    let options = elements.compactMap { element -> ImageQuizLayer.Option? in
      guard let object = readObject(element, at: element.path, expected: "a picture option {url, label}")
      else {
        return nil
      }
      let option = ObjectReader(object: object, reader: self)
      let url = option.required("url", readContentURL)
      let label = option.text("label", allowEmpty: false)
      return url.map { ImageQuizLayer.Option(imageURL: $0.url, label: label) }
    }
    guard options.count == elements.count else { return nil }
    guard (2...4).contains(options.count) else {
      report(.error, .invalidValue, at: path, "expected 2 to 4 picture options, found \(options.count)")
      return nil
    }
    return options
  }
}
