// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// Withdrawal queue packed into one slot per request: the amount of ether is stored as uint96 beside the owner's
/// address. The cast is not checked, but it looks riskier than it is: 2^96 wei is about 79 billion ether, far
/// more than exists, so an ether amount always fits.
interface IShareToken {
    function burn(address from, uint256 amount) external;
    function convertToAssets(uint256 shares) external view returns (uint256);
}

contract PackedWithdrawalQueue {
    struct Request {
        address owner;
        uint96 assets;
        uint256 createdAt;
    }

    IShareToken public immutable shares;
    uint256 public immutable delay;
    Request[] public queue;
    uint256 public finalizedUntil;
    address public finalizer;

    event Requested(uint256 indexed id, address indexed owner, uint256 assets);

    constructor(IShareToken _shares, uint256 _delay) {
        shares = _shares;
        delay = _delay;
        finalizer = msg.sender;
    }

    receive() external payable {}

    function request(uint256 shareAmount) external returns (uint256 id) {
        require(shareAmount > 0, "zero");
        uint256 assets = shares.convertToAssets(shareAmount);
        shares.burn(msg.sender, shareAmount);
        id = queue.length;
        queue.push(Request({owner: msg.sender, assets: uint96(assets), createdAt: block.timestamp}));
        emit Requested(id, msg.sender, assets);
    }

    function finalize(uint256 upTo) external {
        require(msg.sender == finalizer, "finalizer");
        require(upTo <= queue.length && upTo > finalizedUntil, "range");
        finalizedUntil = upTo;
    }

    function claim(uint256 id) external {
        require(id < finalizedUntil, "not final");
        Request storage r = queue[id];
        require(r.owner == msg.sender, "owner");
        require(block.timestamp >= r.createdAt + delay, "delay");
        uint256 amount = r.assets;
        r.assets = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }
}
