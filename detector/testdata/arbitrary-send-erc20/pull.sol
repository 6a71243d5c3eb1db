// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external;
}

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 id) external;
}

library SafeERC20 {
    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        require(token.transferFrom(from, to, value));
    }
}

contract Router {
    using SafeERC20 for IERC20;

    address public owner = msg.sender;
    IERC20 public token;
    mapping(address => uint256) public credit;

    function pull(address from, uint256 amount) external {
        require(token.transferFrom(from, msg.sender, amount)); // want "moves tokens out of from, which any caller chooses"
    }

    function pullSafe(address from, uint256 amount) external {
        token.safeTransferFrom(from, address(this), amount); // want "moves tokens out of from"
        credit[msg.sender] += amount;
    }

    function pullLibrary(IERC20 t, address from, uint256 amount) external {
        SafeERC20.safeTransferFrom(t, from, msg.sender, amount); // want "moves tokens out of from"
    }

    function takeNft(IERC721 nft, address from, uint256 id) external {
        nft.safeTransferFrom(from, msg.sender, id); // want "moves tokens out of from"
    }

    // Safe: the caller's own tokens.
    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        credit[msg.sender] += amount;
    }

    // Safe: only the owner may move approved tokens.
    function rescue(address from, uint256 amount) external {
        require(msg.sender == owner);
        require(token.transferFrom(from, owner, amount));
    }

    // Safe: the owner of the tokens signed a permit for this transfer.
    function depositWithPermit(address from, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        token.permit(from, address(this), amount, deadline, v, r, s);
        require(token.transferFrom(from, address(this), amount));
        credit[from] += amount;
    }

    // Safe: the tokens leave this contract, not a caller-chosen account.
    function pay(address to, uint256 amount) external {
        require(msg.sender == owner);
        require(token.transfer(to, amount));
    }

    // Safe: the account is fixed.
    function collect(uint256 amount) external {
        require(token.transferFrom(owner, address(this), amount));
    }
}

contract Exchange {
    struct Listing { address seller; uint256 amount; }
    mapping(uint256 => Listing) public listings;
    IERC20 public token;

    // Safe: the seller recorded the listing (and approved it); the buyer only picks which one.
    function buy(uint256 id) external payable {
        Listing memory l = listings[id];
        require(msg.value == l.amount);
        require(token.transferFrom(l.seller, msg.sender, l.amount));
        payable(l.seller).transfer(msg.value);
    }

    // The tokens land in this contract: medium, the owner loses them but the caller gains nothing directly.
    function receiveApproval(address from, uint256 value, address t) external {
        require(IERC20(t).transferFrom(from, address(this), value)); // want "moves tokens out of from"
    }
}
