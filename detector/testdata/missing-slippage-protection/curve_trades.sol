pragma solidity ^0.8.0;

// A linear bonding curve: each buy raises the price of the next, and neither trade takes a least amount out.
contract OpenCurve {
    uint256 public totalSupply;
    uint256 public reserve;
    mapping(address => uint256) public balanceOf;

    function _tokensFor(uint256 ethIn) internal view returns (uint256) {
        return sqrt(totalSupply * totalSupply + ethIn * 2e9) - totalSupply;
    }

    function _cost(uint256 supply, uint256 amount) internal pure returns (uint256) {
        return ((supply + amount) ** 2 - supply ** 2) / 2e9;
    }

    function buy() external payable {
        uint256 tokens = _tokensFor(msg.value); // want "OpenCurve.buy\\(\\) prices the trade from totalSupply, which every trade moves, and takes no least amount"
        reserve += msg.value;
        totalSupply += tokens;
        balanceOf[msg.sender] += tokens;
    }

    function sell(uint256 tokens) external {
        uint256 refund = _cost(totalSupply - tokens, tokens); // want "OpenCurve.sell\\(\\) prices the trade from totalSupply, which every trade moves"
        balanceOf[msg.sender] -= tokens;
        totalSupply -= tokens;
        reserve -= refund;
        payable(msg.sender).transfer(refund);
    }

    function sqrt(uint256 y) internal pure returns (uint256 z) {
        z = y;
        uint256 x = y / 2 + 1;
        while (x < z) {
            z = x;
            x = (y / x + x) / 2;
        }
    }
}

// Safe: the same curve with least amounts the caller states; a pro-rata vault whose deposit and redemption move
// its shares and its pooled ether together.
contract BoundedCurve {
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    function buy(uint256 minTokens) external payable {
        uint256 tokens = totalSupply + msg.value / (totalSupply + 1);
        require(tokens >= minTokens, "slippage");
        totalSupply += tokens;
        balanceOf[msg.sender] += tokens;
    }

    function sell(uint256 tokens, uint256 minEth) external {
        uint256 refund = tokens * totalSupply / 1e18;
        require(refund >= minEth, "slippage");
        balanceOf[msg.sender] -= tokens;
        totalSupply -= tokens;
        payable(msg.sender).transfer(refund);
    }
}

contract ProRataVault {
    uint256 public totalShares;
    uint256 public totalPooled;
    mapping(address => uint256) public shares;

    function deposit() external payable {
        uint256 minted = totalShares == 0 ? msg.value : msg.value * totalShares / totalPooled;
        shares[msg.sender] += minted;
        totalShares += minted;
        totalPooled += msg.value;
    }

    function redeem(uint256 amount) external {
        uint256 eth = amount * totalPooled / totalShares;
        shares[msg.sender] -= amount;
        totalShares -= amount;
        totalPooled -= eth;
        payable(msg.sender).transfer(eth);
    }
}
