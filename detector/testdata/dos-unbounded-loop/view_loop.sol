pragma solidity ^0.8.20;

contract Registry {
    struct Entry {
        address owner;
        uint256 value;
    }

    Entry[] public all;
    uint256 public snapshot;

    function register(uint256 value) external {
        all.push(Entry(msg.sender, value));
    }

    // Low: read off-chain only; nothing here calls it in a transaction.
    function total() external view returns (uint256 sum) {
        for (uint256 i = 0; i < all.length; i++) { // want "Registry.total\\(\\) loops up to all.length, .* \\(a view function no state-changing code here calls\\)"
            sum += all[i].value;
        }
    }

    // A view helper that a transaction runs is held to the block's gas.
    function _sum() internal view returns (uint256 sum) {
        for (uint256 i = 0; i < all.length; i++) { // want "Registry._sum\\(\\) loops up to all.length, which any caller can grow through Registry.register\\(\\) \\(line \\d+\\)$"
            sum += all[i].value;
        }
    }

    function takeSnapshot() external {
        snapshot = _sum();
    }
}
