pragma solidity ^0.5.16;

interface IERC777 {
    function send(address recipient, uint256 amount, bytes calldata data) external;
    function operatorSend(address sender, address recipient, uint256 amount, bytes calldata data, bytes calldata operatorData) external;
}

interface IPriceOracle {
    function getUnderlyingPrice(address market) external view returns (uint256);
}

// imBTC-style market (Lendf.Me, April 2020): the ERC-777 token calls the receiver's tokensReceived hook while the
// market still holds the old debt, so a nested borrow sees the same headroom.
contract Erc777MoneyMarket {
    IERC777 public asset;
    IPriceOracle public oracle;
    mapping(address => uint256) public supplied;
    mapping(address => uint256) public borrowed;

    constructor(IERC777 _asset, IPriceOracle _oracle) public {
        asset = _asset;
        oracle = _oracle;
    }

    function supply(uint256 amount) external {
        asset.operatorSend(msg.sender, address(this), amount, "", "");
        supplied[msg.sender] += amount;
    }

    function borrowLimit(address account) public view returns (uint256) {
        return supplied[account] * oracle.getUnderlyingPrice(address(this)) / 1e18 * 60 / 100;
    }

    function borrow(uint256 amount) external {
        require(borrowed[msg.sender] + amount <= borrowLimit(msg.sender), "insufficient collateral");
        // <yes> <report> REENTRANCY
        asset.send(msg.sender, amount, "");
        borrowed[msg.sender] += amount;
    }
}
