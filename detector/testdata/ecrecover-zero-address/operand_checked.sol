pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// The signer is compared with the order's maker, and the maker is kept from address(0): a recovered address
// equal to it is not address(0) either.
contract MakerOrders {
    mapping(bytes32 => bool) public used;

    function fill(address maker, IERC20 token, uint256 amount, bytes32 h, uint8 v, bytes32 r, bytes32 s) external {
        require(!used[h]);
        used[h] = true;
        require(ecrecover(h, v, r, s) == maker && maker != address(0), "signature");
        require(token.transferFrom(maker, msg.sender, amount));
    }

    function fillUnchecked(address maker, IERC20 token, uint256 amount, bytes32 h, uint8 v, bytes32 r, bytes32 s) external {
        require(!used[h]);
        used[h] = true;
        require(ecrecover(h, v, r, s) == maker, "signature"); // want "MakerOrders.fillUnchecked\\(\\) uses the result of ecrecover\\(h, v, r, s\\) without rejecting address\\(0\\): it is compared with maker"
        require(token.transferFrom(maker, msg.sender, amount));
    }
}
