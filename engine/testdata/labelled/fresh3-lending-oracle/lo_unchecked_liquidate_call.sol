pragma solidity ^0.5.16;

contract MarginPool {
    address public token;
    address public priceSource;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public borrows;

    constructor(address _token, address _priceSource) public {
        token = _token;
        priceSource = _priceSource;
    }

    function price() public view returns (uint256 p) {
        (bool ok, bytes memory data) = priceSource.staticcall(abi.encodeWithSignature("latestAnswer()"));
        require(ok && data.length == 32, "oracle");
        p = abi.decode(data, (uint256));
    }

    function lend() external payable {
        collateral[msg.sender] += msg.value;
    }

    function liquidate(address account) external {
        require(borrows[account] * 1e18 > collateral[account] * price() * 80 / 100, "healthy");
        uint256 owed = borrows[account];
        uint256 seized = collateral[account];
        borrows[account] = 0;
        collateral[account] = 0;
        // USDT-style token without a return value: the call's success is never looked at
        // <yes> <report> UNCHECKED_LL_CALLS
        token.call(abi.encodeWithSignature("transferFrom(address,address,uint256)", msg.sender, address(this), owed));
        msg.sender.transfer(seized);
    }
}
