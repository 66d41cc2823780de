#pragma once
// MazeListModel: the mazes of a MazeDocument as a list (name, thumbnail, size), for the maze
// list dock and later the maze-set browser. Renaming through setData() pushes a RenameMaze.

#include <QAbstractListModel>
#include <QImage>
#include <QPointer>
#include <QTimer>
#include <vector>

namespace mazelab {

class MazeDocument;

class MazeListModel : public QAbstractListModel {
    Q_OBJECT
public:
    static constexpr int kThumbnailPx = 48;

    explicit MazeListModel(MazeDocument* doc, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    void invalidateThumbnail(int row);

    QPointer<MazeDocument> m_doc;
    mutable std::vector<QImage> m_thumbnails; // null = to be drawn
    std::vector<int> m_staleRows;
    QTimer m_refresh; // batches thumbnail updates during paint strokes
};

} // namespace mazelab
